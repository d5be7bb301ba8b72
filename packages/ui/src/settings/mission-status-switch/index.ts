export * from './mission-status-switch.tsx';
