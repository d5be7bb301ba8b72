export * from './bar-change-warning/index.ts';
export * from './bar-courthouse-picker/index.ts';
export * from './excluded-categories-form/index.ts';
export * from './courthouse-choice-prompt/index.ts';
