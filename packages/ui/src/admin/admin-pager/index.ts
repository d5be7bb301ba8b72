export * from './admin-pager.tsx';
