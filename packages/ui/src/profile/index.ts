export * from './authority-document-form/index.ts';
export * from './invoice-form/index.ts';
export * from './about-text-form/index.ts';
export * from './lawyer-profile-view/index.ts';
export * from './profile-photo-form/index.ts';
export * from './rating-stars/index.ts';
export * from './specialities-form/index.ts';
export * from './reliability-record/index.ts';
