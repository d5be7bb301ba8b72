import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

/** GET global/pending: the open tasks with the server's info and no-task texts. */
const pendingKey = callKey(api.missions.pending);

/**
 * `receivedAt` is when the answer arrived: the countdown boxes' seconds were counted by the
 * server's clock at that moment, so they count down from it (not from the task's creation).
 */
const fetchPending = async () => ({ ...(await callApi(api.missions.pending)).data, receivedAt: new Date() });

export function usePending() {
  return useSWR(pendingKey, fetchPending);
}

/** Asks for the open tasks ahead of the layout (its count) and the screens that list them. */
export function preloadPending(): void {
  preloadRead(pendingKey, fetchPending);
}
