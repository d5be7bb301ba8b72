import { type RegisterPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** POST auth/register: the new account's token and record. */
export const register = (body: RegisterPayload) => callApi(api.auth.register, { body });

const barsKey = callKey(api.auth.registerBars);
const fetchBars = async () => (await callApi(api.auth.registerBars)).data;

/** GET auth/register/bars: the bars of the public form. */
export function useRegisterBars() {
  return useSWR(barsKey, fetchBars, { revalidateOnFocus: false });
}
