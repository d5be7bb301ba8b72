export * from './special-notification-form.tsx';
export * from './special-notification-list.tsx';
