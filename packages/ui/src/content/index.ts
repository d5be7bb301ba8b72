export * from './content-article/index.ts';
export * from './faq-list/index.ts';
export * from './html-content/index.ts';
export * from './notification-list/index.ts';
export * from './offline-notice/index.ts';
export * from './push-toggle/index.ts';
export * from './legal-document-dialog/index.ts';
export * from './published-rules/index.ts';
