export * from './reminder-settings.tsx';
