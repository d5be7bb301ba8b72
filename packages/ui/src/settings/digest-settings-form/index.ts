export * from './digest-settings-form.tsx';
