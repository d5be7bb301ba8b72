export * from './settings-layout.tsx';
