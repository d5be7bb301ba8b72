import { consolePaths, moderationKindLabels, moderationKinds } from '@meslektas/domain';
import { countPending } from '../moderation.ts';
import type { QueueSource } from './index.ts';

/** Photos, about texts, blue-tick images and dispute messages waiting for an operator. */
export const moderationQueues: QueueSource[] = moderationKinds.map((kind) => ({
  key: kind,
  title: moderationKindLabels[kind],
  path: `${consolePaths.moderation}?tur=${kind}`,
  count: (db) => countPending(db, kind),
}));
