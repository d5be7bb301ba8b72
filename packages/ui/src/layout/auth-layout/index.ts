export { AuthLayout, type AuthLayoutProps } from './auth-layout.tsx';
