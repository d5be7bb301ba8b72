import type { NoticePage } from '@meslektas/domain';
import useSWR from 'swr';
import { apiGet } from '../lib/api-client.ts';
import { dataOf } from '../lib/envelope.ts';

/** GET global/notices: the header's rotating site notices; quiet, the header works without them. */
export function useNotices() {
  return useSWR(
    '/global/notices',
    async (key: string) => dataOf<NoticePage[]>(await apiGet(key, { quiet: true })) ?? [],
  );
}
