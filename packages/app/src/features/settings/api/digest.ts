import type { DigestUpdatePayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET user/digest: the daily digest's settings and whether his address is verified. */
export function useDigestSettings() {
  return useSWR(callKey(api.digest.settings), async () => (await callApi(api.digest.settings)).data);
}

/** POST user/digest: on or off and the time. */
export const updateDigest = (body: DigestUpdatePayload) => callApi(api.digest.update, { body });
