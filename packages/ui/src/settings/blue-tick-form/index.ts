export * from './blue-tick-form.tsx';
