export * from './password-form.tsx';
