export * from './audit-log-table.tsx';
