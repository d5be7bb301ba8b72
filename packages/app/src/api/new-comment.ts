import { type NewCommentPayload, api } from '@meslektas/domain';
import { callApi } from '../lib/api-client.ts';

/** POST user/newComment {mission_id, user_id, rating, comment}; a failure shows the server's messages. */
export const newComment = (input: NewCommentPayload) =>
  callApi(api.missions.newComment, { body: input }, { call: 'user.newComment' });
