export * from './restrictions-card.tsx';
