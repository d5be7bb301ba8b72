export * from './authority-document-form/index.ts';
export * from './invoice-form/index.ts';
