/**
 * Ends a task's application window in the e2e server's SQLite file, since the journey cannot wait
 * the 15 minutes the server counts on its own clock: the current window's start (`created_at`, or
 * `window_started_at` once a fallback reopened it) is moved 16 minutes into the past, and the
 * owner's pending window-end notice is made due now with that window's end, exactly as if the time
 * had passed. Run by fallback.spec.ts as
 * `node --import tsx tests/e2e/support/window-db.ts <port> end <missionId>`; never part of the app
 * or the server.
 */
import { APPLICATION_WINDOW_MS } from '../../../packages/domain/src/index.ts';
import { openE2eDatabase } from './e2e-database.ts';

const [port, command, arg] = process.argv.slice(2);
if (!port || command !== 'end' || !arg) throw new Error('usage: window-db.ts <port> end <missionId>');
const missionId = Number(arg);

const { db, close } = openE2eDatabase(port);
try {
  const now = Date.now();
  const start = new Date(now - 16 * 60_000).toISOString();
  const mission = await db
    .selectFrom('missions')
    .select(['window_started_at'])
    .where('id', '=', missionId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('missions')
    .set(mission.window_started_at === null ? { created_at: start } : { window_started_at: start })
    .where('id', '=', missionId)
    .execute();
  const windowEndsAt = new Date(Date.parse(start) + APPLICATION_WINDOW_MS).toISOString();
  await db
    .updateTable('deliveries')
    .set({ due_at: windowEndsAt, payload: JSON.stringify({ missionId, windowEndsAt }) })
    .where('mission_id', '=', missionId)
    .where('kind', '=', 'window_ended')
    .where('state', '=', 'pending')
    .execute();
} finally {
  await close();
}
