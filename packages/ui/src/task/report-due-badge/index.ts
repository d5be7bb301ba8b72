export * from './report-due-badge.tsx';
