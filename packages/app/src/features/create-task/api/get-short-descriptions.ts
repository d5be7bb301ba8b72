import { api } from '@meslektas/domain/client';
import useSWR, { mutate } from 'swr';
import { ApiError, callApi, callKey } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';

const shortDescriptionsKey = callKey(api.shortDescriptions.list);

/** GET shortdescriptions: the lawyer's own and the system's, and whether he may change his own. */
export function useShortDescriptions() {
  return useSWR(shortDescriptionsKey, () => callApi(api.shortDescriptions.list, {}, { quiet: true }));
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
