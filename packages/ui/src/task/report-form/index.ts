export * from './report-form.tsx';
