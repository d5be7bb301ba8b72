export * from './constants.ts';
export * from './realtime.ts';
export * from './messages.ts';
export * from './contract/index.ts';
export * from './rules/index.ts';
