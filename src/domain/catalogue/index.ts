export * from './option';
export * from './listing-types';
export * from './sub-types';
export * from './options';
export * from './places';
export * from './example-categories';
