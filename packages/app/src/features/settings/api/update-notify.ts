import { type NotifySettings, api } from '@meslektas/domain';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/notify with the three channels. */
export const updateNotify = (body: NotifySettings) =>
  callApi(api.settings.notify, { body }, { call: 'user.notify' });
