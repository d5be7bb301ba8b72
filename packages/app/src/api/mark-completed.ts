import { type Outcome, mapApiSuccess, successToast } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../lib/api-client.ts';

/** Shown after marking a task completed when the server's answer carries no message. */
const COMPLETED_DEFAULT_MESSAGE = 'Görev tamamlandı olarak işaretlendi.';

/** POST mission/markAsCompleted/{id}; the rating modal opens afterwards. */
export const markCompleted = (missionId: number) =>
  callApi(api.missions.markAsCompleted, { params: { id: missionId } });

/** The success toast after marking completed: the server's message, or the Turkish default. */
export function completedOutcome(body: unknown): Outcome {
  const outcome = mapApiSuccess(undefined, body);
  return outcome.toast ? outcome : { ...outcome, toast: successToast(COMPLETED_DEFAULT_MESSAGE) };
}
