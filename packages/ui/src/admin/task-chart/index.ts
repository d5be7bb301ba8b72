export * from './task-chart.tsx';
