import { type NewCommentPayload, type Outcome, mapApiSuccess, successToast } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../lib/api-client.ts';

/** Shown after a rating is saved when the server's answer carries no message. */
const RATED_DEFAULT_MESSAGE = 'Değerlendirmeniz kaydedildi.';

/** POST user/newComment {mission_id, user_id, rating, comment}; a failure shows the server's messages. */
export const newComment = (input: NewCommentPayload) =>
  callApi(api.missions.newComment, { body: input }, { call: 'user.newComment' });

/** The success toast after a rating: the server's message, or the Turkish default. */
export function ratedOutcome(body: unknown): Outcome {
  const outcome = mapApiSuccess('user.newComment', body);
  return outcome.toast ? outcome : { ...outcome, toast: successToast(RATED_DEFAULT_MESSAGE) };
}
