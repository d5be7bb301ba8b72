export * from './categories.ts';
export * from './descriptions.ts';
export * from './location.ts';
export * from './urgent.ts';
export * from './validate.ts';
