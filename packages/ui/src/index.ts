export { cn } from './lib/cn.ts';
export * from './components/button/index.ts';
