export * from './account-drawer.tsx';
