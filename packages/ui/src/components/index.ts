export * from './button/index.ts';
