import type { FastifyInstance } from 'fastify';
import type { NewMission, UserRow } from '../../src/db/schema.ts';
import { ANADOLU_ADLIYESI_ID } from '../../src/seed/ids.ts';
import { MINUTE, insertApplication, insertMission } from './missions.ts';

type ListTask = 'expired' | 'completed' | 'cancelled' | 'assigned' | 'elsewhere' | 'open';

/** The id of each task {@link tasksInEveryListState} writes. */
export type ListTaskIds = Record<ListTask, number>;

/** What the completed task's owner wrote about the worker. */
export const listTaskComment = { rating: 4, comment: 'Özenli ve hızlı.' };

/**
 * One task of the owner in each state the task lists tell apart, oldest first so that creation
 * orders them: expired, completed by the worker (and rated, {@link listTaskComment}), cancelled
 * without a reason, assigned to the worker, open in another courthouse, and open. The worker
 * applied to the completed, cancelled, assigned and open ones. `overrides` adds columns per task.
 */
export async function tasksInEveryListState(
  app: FastifyInstance,
  { owner, worker }: { owner: Pick<UserRow, 'id'>; worker: Pick<UserRow, 'id'> },
  overrides: Partial<Record<ListTask, Partial<NewMission>>> = {},
): Promise<ListTaskIds> {
  const at = (minutes: number) => new Date(app.now().getTime() - minutes * MINUTE).toISOString();
  const rows: Record<ListTask, Partial<NewMission>> = {
    expired: { created_at: at(120) },
    completed: {
      created_at: at(100),
      status: 2,
      user_id: worker.id,
      assigned_at: at(95),
      completed_at: at(90),
    },
    cancelled: { created_at: at(80), status: 4, cancel_text: null },
    assigned: { created_at: at(60), status: 1, user_id: worker.id, assigned_at: at(40) },
    elsewhere: { created_at: at(50), adliye_id: ANADOLU_ADLIYESI_ID },
    open: { created_at: at(5) },
  };
  const ids = {} as ListTaskIds;
  for (const [task, columns] of Object.entries(rows) as [ListTask, Partial<NewMission>][])
    ids[task] = await insertMission(app, owner, { ...columns, ...overrides[task] });
  for (const task of ['completed', 'assigned', 'cancelled', 'open'] as const)
    await insertApplication(app, ids[task], worker);
  await app.db
    .insertInto('comments')
    .values({
      mission_id: ids.completed,
      user_id: owner.id,
      target_user_id: worker.id,
      ...listTaskComment,
      created_at: at(85),
    })
    .execute();
  return ids;
}
