/**
 * The shared domain: everything about listings and sellers that the app and the server must
 * agree on. Pure TypeScript; imports nothing of ours.
 */
export * from './catalogue';
export * from './constants';
export * from './field-path';
export * from './values';
export * from './listing-rules';
export * from './payload';
export * from './format';
export * from './seller-text';
export * from './images';
export * from './schemas';
export * from './listing-status';
