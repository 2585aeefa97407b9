/**
 * One zod schema per shape: it drives the server's validation, the app's parsing of answers and
 * the TypeScript types.
 */
export { TEXT_LIMITS, describeZodError, fieldErrorsOf } from './common';
export * from './listing';
export * from './listing-input';
export * from './user';
export * from './admin';
export * from './listing-status';
export * from './form-check';
export * from './unstorable-text';
export * from './moderation';
export * from './seller-reason';
export * from './listing-draft';
