import { api } from '@meslektas/domain/client';
import useSWR, { mutate } from 'swr';
import { ApiError, callApi, callKey } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { preloadRead } from '../../../lib/preload-read.ts';

const shortDescriptionsKey = callKey(api.shortDescriptions.list);

/** GET shortdescriptions: the lawyer's own and the system's, and whether he may change his own. */
const fetchShortDescriptions = () => callApi(api.shortDescriptions.list, {}, { quiet: true });

export function useShortDescriptions() {
  return useSWR(shortDescriptionsKey, fetchShortDescriptions);
}

export function preloadShortDescriptions(): void {
  preloadRead(shortDescriptionsKey, fetchShortDescriptions);
}

/**
 * One change to the lawyer's own descriptions: the answer's message as a toast, then the list again.
 * A failure shows its outcome and rejects, so the modal keeps what was typed.
 */
export async function changeShortDescriptions(send: () => Promise<{ message: string }>): Promise<void> {
  try {
    const answer = await send();
    perform({ toast: { kind: 'success', text: answer.message } });
  } catch (error) {
    if (error instanceof ApiError) perform(error.outcome);
    throw error;
  } finally {
    await mutate(shortDescriptionsKey);
  }
}
