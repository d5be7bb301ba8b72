export * from './content-faqs.tsx';
