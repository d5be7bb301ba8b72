import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/update/telephone: a code by SMS to the new number; the current one stays until it is confirmed. */
export const requestPhoneChange = (telephone: string) =>
  callApi(api.settings.updateTelephone, { body: { telephone } });

/** POST user/update/telephone/verify with the code sent to the new number. */
export const confirmPhoneChange = (code: string) =>
  callApi(api.settings.confirmTelephone, { body: { code } });
