import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET user/yetkibelgesi/{id}: the counterpart's document, fetched when the modal opens. */
export function useAuthorityDocument(userId: number | null) {
  return useSWR(
    userId ? callKey(api.missions.authorityDocument, { params: { id: userId } }) : null,
    async () =>
      userId
        ? (
            await callApi(
              api.missions.authorityDocument,
              { params: { id: userId } },
              { call: 'yetkibelgesi.load' },
            )
          ).data
        : null,
  );
}
