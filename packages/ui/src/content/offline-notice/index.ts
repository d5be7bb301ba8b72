export { OfflineNotice, type OfflineNoticeProps, offlineNoticeLabels } from './offline-notice.tsx';
