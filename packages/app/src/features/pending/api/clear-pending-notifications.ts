import { apiGet } from '../../../lib/api-client.ts';

/** GET mission/clearPendingMissionsNotifications, called once the pending list has loaded. */
export const clearPendingNotifications = () =>
  apiGet('/mission/clearPendingMissionsNotifications', { quiet: true }).catch(() => {});
