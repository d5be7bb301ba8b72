import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** GET mission/clearPendingMissionsNotifications, called once the pending list has loaded. */
export const clearPendingNotifications = () =>
  callApi(api.missions.clearPendingNotifications, {}, { quiet: true }).catch(() => {});
