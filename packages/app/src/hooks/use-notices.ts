import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../lib/api-client.ts';
import { preloadRead } from '../lib/preload-read.ts';

const noticesKey = callKey(api.reference.notices);
const fetchNotices = async () => (await callApi(api.reference.notices, {}, { quiet: true })).data;

/** GET global/notices: the header's rotating site notices; quiet, the header works without them. */
export function useNotices() {
  return useSWR(noticesKey, fetchNotices);
}

/** Asks for the notices ahead of the layout that shows them; the layout's hook takes the answer. */
export function preloadNotices(): void {
  preloadRead(noticesKey, fetchNotices);
}
