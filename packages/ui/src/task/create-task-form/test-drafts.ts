import { TOMORROW } from '../story-fixtures.ts';
import { type CreateTaskDraft, emptyCreateTaskDraft } from './draft.ts';

/** A draft at Çağlayan Adliyesi that passes every check (the tests' fixtures: Pro not needed). */
export const inCourthouseDraft: CreateTaskDraft = {
  ...emptyCreateTaskDraft,
  baroId: 34,
  adliyeId: 1,
  categoryId: 2,
  price: 750,
  planDate: TOMORROW,
  description: 'Dosya fotokopisi.',
};
