import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST user/kvkk/delete: confirmed with the password; refused (409) while obligations are open. */
export const deleteAccount = (password: string) => callApi(api.kvkk.deleteAccount, { body: { password } });
