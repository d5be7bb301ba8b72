export * from './account-drawer/index.ts';
export * from './account-queue/index.ts';
export * from './admin-pager/index.ts';
export * from './audit-log-table/index.ts';
export * from './dashboard-cards/index.ts';
export * from './detail-drawer/index.ts';
export * from './reason-dialog/index.ts';
export * from './task-chart/index.ts';
