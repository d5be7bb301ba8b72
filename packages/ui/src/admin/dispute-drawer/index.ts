export * from './dispute-drawer.tsx';
