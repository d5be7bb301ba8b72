import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET global/webpopup; errors are silent, the pop-up is optional. */
export function useWebPopup() {
  return useSWR(
    callKey(api.reference.webPopup),
    async () => (await callApi(api.reference.webPopup, {}, { quiet: true })).data,
  );
}
