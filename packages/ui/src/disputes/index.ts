export * from './dispute-card/index.ts';
export * from './dispute-list/index.ts';
export * from './dispute-message-form/index.ts';
export * from './dispute-messages/index.ts';
export * from './dispute-open-form/index.ts';
export * from './dispute-summary/index.ts';
