export * from './entities.ts';
export * from './envelopes.ts';
export * from './requests.ts';
