export {
  type NotificationFilter,
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
  notificationListLabels,
} from './notification-list.tsx';
