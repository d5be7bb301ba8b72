import { type NotifySettings } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/notify with the three channels. */
export const updateNotify = (body: NotifySettings) =>
  callApi(api.settings.notify, { body }, { call: 'user.notify' });
