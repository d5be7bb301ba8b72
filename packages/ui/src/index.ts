export { cn } from './lib/cn.ts';
export * from './components/index.ts';
export * from './layout/index.ts';
export * from './auth/index.ts';
export * from './task/index.ts';
export * from './content/index.ts';
export * from './support/complaint-form/index.ts';
export * from './profile/index.ts';
