export * from './reason-dialog.tsx';
