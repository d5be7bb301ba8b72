import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

/** GET global/webpopup; errors are silent, the pop-up is optional. */
const webPopupKey = callKey(api.reference.webPopup);
const fetchWebPopup = async () => (await callApi(api.reference.webPopup, {}, { quiet: true })).data;

export function useWebPopup() {
  return useSWR(webPopupKey, fetchWebPopup);
}

export function preloadWebPopup(): void {
  preloadRead(webPopupKey, fetchWebPopup);
}
