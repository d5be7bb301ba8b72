import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST notifications: every notification of the lawyer read. */
export const markAllRead = () => callApi(api.notifications.markAllRead);
