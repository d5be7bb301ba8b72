import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET user/yetkibelgesi: the lawyer's own document with changableTc and existsBelge. */
export function useMyAuthorityDocument() {
  return useSWR(callKey(api.profileDocuments.myAuthorityDocument), async () => {
    return (await callApi(api.profileDocuments.myAuthorityDocument)).data;
  });
}

/** POST user/yetkibelgesi with the spec's fields; name and bar are the account's and only echoed. */
export function saveAuthorityDocument(body: {
  id: number | null;
  name: string;
  baro_id: number | null;
  tc: string;
  sicil: string;
  consent: boolean;
}) {
  return callApi(api.profileDocuments.saveAuthorityDocument, {
    body: {
      ...(body.id !== null ? { id: body.id } : {}),
      name: body.name,
      baro_id: body.baro_id ?? 0,
      tc: body.tc,
      sicil: body.sicil,
      ...(body.consent ? { consent: 1 } : {}),
    },
  });
}

/** DELETE user/yetkibelgesi/{id}. */
export const removeAuthorityDocument = (id: number) =>
  callApi(api.profileDocuments.removeAuthorityDocument, { params: { id } });
