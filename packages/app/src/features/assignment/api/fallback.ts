import type { FallbackKind } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET mission/{id}/fallback: the owner's choices for a task nobody applied to (quiet: only the owner reads it). */
export function useFallbackOptions(missionId: number) {
  const input = { params: { id: missionId } };
  return useSWR(
    Number.isInteger(missionId) ? callKey(api.fallback.options, input) : null,
    async () => (await callApi(api.fallback.options, input, { quiet: true })).data,
  );
}

/** POST mission/{id}/fallback/{extend|widen|raise|cancel}. */
export function takeFallback(missionId: number, kind: FallbackKind, price?: number) {
  const params = { id: missionId };
  switch (kind) {
    case 'extend':
      return callApi(api.fallback.extend, { params });
    case 'widen':
      return callApi(api.fallback.widen, { params });
    case 'raise':
      return callApi(api.fallback.raise, { params, body: { mission_price: price ?? Number.NaN } });
    case 'cancel':
      return callApi(api.fallback.cancel, { params });
  }
}
