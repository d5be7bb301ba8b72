import { HOME_LIST_MAX } from '@meslektas/domain';
import { usePending } from '../../../api/get-pending.ts';

/** GET global/pending, cut to the home page's 10 items (the same SWR entry as the pending page). */
export function usePendingPreview() {
  const { data, error, mutate } = usePending();
  return { data: data?.data.slice(0, HOME_LIST_MAX), receivedAt: data?.receivedAt, error, mutate };
}
