import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

/** GET global/allBaroData. */
const barsKey = callKey(api.reference.bars);
const fetchBars = async () => (await callApi(api.reference.bars)).data;

export function useBars() {
  return useSWR(barsKey, fetchBars);
}

export function preloadBars(): void {
  preloadRead(barsKey, fetchBars);
}
