export * from './catalog-dialog.tsx';
export * from './category-dialog.tsx';
export * from './category-editor.tsx';
export * from './system-descriptions.tsx';
