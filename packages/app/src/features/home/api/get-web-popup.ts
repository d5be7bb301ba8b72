import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client.ts';
import type { WebPopup } from '@meslektas/domain';
import { dataOf } from '../../../lib/envelope.ts';

/** GET global/webpopup; errors are silent, the pop-up is optional. */
export function useWebPopup() {
  return useSWR('/global/webpopup', async (key: string) =>
    dataOf<WebPopup | null>(await apiGet(key, { quiet: true })),
  );
}
