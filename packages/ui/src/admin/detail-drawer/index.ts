export * from './detail-drawer.tsx';
