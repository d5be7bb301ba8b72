export * from './guarantee-badge/index.ts';
export * from './guarantee-option/index.ts';
export * from './guarantee-summary/index.ts';
export * from './guarantee-payment-step/index.ts';
export * from './guarantee-decision-form/index.ts';
export * from './guarantee-queue/index.ts';
