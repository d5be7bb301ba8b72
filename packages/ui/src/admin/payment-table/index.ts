export * from './payment-table.tsx';
