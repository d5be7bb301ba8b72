import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET global/faq: the questions of 'Nasıl Çalışır?' with HTML answers. */
export function useFaq() {
  return useSWR(callKey(api.reference.faq), async () => (await callApi(api.reference.faq)).data);
}
