import { PRO_AGREEMENT_SLUG } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** The Pro membership agreement's own notice page (not the terms of use), with the lawyer's token. */
const input = { params: { id: PRO_AGREEMENT_SLUG } };

export async function fetchAgreement() {
  return (await callApi(api.reference.page, input, { quiet: true })).page;
}

export function useAgreement() {
  return useSWR(callKey(api.reference.page, input), fetchAgreement);
}
