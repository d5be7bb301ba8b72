export * from './add-to-calendar-button.tsx';
