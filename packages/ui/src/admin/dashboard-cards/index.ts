export * from './dashboard-cards.tsx';
