export * from './phone-change-form.tsx';
