export * from './referral-panel.tsx';
