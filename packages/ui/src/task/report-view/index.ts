export * from './report-view.tsx';
