export * from './content-form.tsx';
