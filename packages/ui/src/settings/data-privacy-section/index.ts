export * from './data-privacy-section.tsx';
