export * from './login-form/index.ts';
export * from './register-form/index.ts';
export * from './forgot-password-form/index.ts';
export * from './account-ways-out/index.ts';
