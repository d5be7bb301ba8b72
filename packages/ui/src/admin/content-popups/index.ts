export * from './content-popups.tsx';
