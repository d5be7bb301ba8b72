import type { AuthorityDocument } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import { dataOf } from '../../../lib/envelope.ts';

/** GET user/yetkibelgesi/{id}: the counterpart's document, fetched when the modal opens. */
export function useAuthorityDocument(userId: number | null) {
  return useSWR(userId ? (['/user/yetkibelgesi', userId] as const) : null, async ([path, id]) =>
    dataOf<AuthorityDocument | null>(await apiGet(`${path}/${id}`, { call: 'yetkibelgesi.load' })),
  );
}
