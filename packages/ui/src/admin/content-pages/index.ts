export * from './content-pages.tsx';
