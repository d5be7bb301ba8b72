import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/email: a code goes to the new address; the current one stays until it is confirmed. */
export const requestEmailChange = (email: string) =>
  callApi(api.settings.updateEmail, { body: { email } }, { call: 'user.email' });

/** POST auth/email_verify with the code sent to the new address. */
export const confirmEmailChange = (code: string) => callApi(api.auth.emailVerify, { body: { code } });
