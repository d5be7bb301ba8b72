export * from './profile-progress-card.tsx';
