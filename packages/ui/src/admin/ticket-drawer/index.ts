export * from './ticket-drawer.tsx';
