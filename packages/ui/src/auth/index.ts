export * from './login-form/index.ts';
