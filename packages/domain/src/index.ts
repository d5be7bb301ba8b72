export * from './constants.ts';
export * from './realtime.ts';
