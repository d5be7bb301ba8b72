export * from './fill-figures.tsx';
