export * from './content-constants.tsx';
