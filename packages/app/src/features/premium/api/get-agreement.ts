import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** The page the Pro agreement frame shows: the terms of use, fetched with the lawyer's token. */
const AGREEMENT_PAGE = 'kullanim-kosullari';

export function useAgreement() {
  const input = { params: { id: AGREEMENT_PAGE } };
  return useSWR(
    callKey(api.reference.page, input),
    async () => (await callApi(api.reference.page, input, { quiet: true })).page,
  );
}
