import { type PasswordUpdatePayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/password; other sessions are signed out by the server. */
export const updatePassword = (body: PasswordUpdatePayload) =>
  callApi(api.settings.updatePassword, { body }, { call: 'user.password' });
