import type { NewCommentPayload } from '@meslektas/domain';
import { apiPost } from '../../../lib/api-client.ts';

/** POST user/newComment {mission_id, user_id, rating, comment}; a failure shows the server's messages. */
export const newComment = (input: NewCommentPayload) =>
  apiPost('/user/newComment', { ...input }, { call: 'user.newComment' });
