export * from './calendar-feed-section.tsx';
