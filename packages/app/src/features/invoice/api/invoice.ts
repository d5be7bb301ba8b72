import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET cities. */
export function useCities() {
  return useSWR(
    callKey(api.profileDocuments.cities),
    async () => (await callApi(api.profileDocuments.cities)).data,
  );
}

/** GET districts/{cityId}. */
export function useDistricts(cityId: number) {
  return useSWR(
    callKey(api.profileDocuments.districts, { params: { cityId } }),
    async () => (await callApi(api.profileDocuments.districts, { params: { cityId } })).data,
  );
}

/** GET getInvoiceDetails: the chosen province and district, null until set. */
export function useInvoiceDetails() {
  return useSWR(
    callKey(api.profileDocuments.invoiceDetails),
    async () => (await callApi(api.profileDocuments.invoiceDetails)).data,
  );
}

/** PUT updateInvoice {district_id}. */
export const updateInvoice = (districtId: number) =>
  callApi(api.profileDocuments.updateInvoice, { body: { district_id: districtId } });
