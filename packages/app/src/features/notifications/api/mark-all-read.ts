import { api } from '@meslektas/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST notifications: every notification of the lawyer read. */
export const markAllRead = () => callApi(api.notifications.markAllRead);
