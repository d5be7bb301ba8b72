export * from './settings-link-card.tsx';
