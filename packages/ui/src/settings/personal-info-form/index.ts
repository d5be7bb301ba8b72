export * from './personal-info-form.tsx';
