export * from './wallet-adjust-dialog.tsx';
export * from './wallet-section.tsx';
