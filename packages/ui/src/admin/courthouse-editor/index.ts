export * from './courthouse-dialog.tsx';
export * from './courthouse-editor.tsx';
