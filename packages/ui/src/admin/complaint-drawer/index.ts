export * from './complaint-drawer.tsx';
