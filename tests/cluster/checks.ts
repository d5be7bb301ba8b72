import { expect } from 'vitest';
import type { Client } from './client.ts';
import type { Cluster } from './cluster.ts';
import type { Acknowledged } from './load.ts';

/**
 * After the load: every write the cluster acknowledged is in the database (and every uploaded file
 * is served through the proxy by the processes still alive), no task has two assignees, no wallet
 * moved twice, and the deliveries the dead process had claimed were finished by another.
 */
export async function expectAcknowledgedWrites(
  cluster: Cluster,
  client: Client,
  record: Acknowledged,
  options: { orphaned: number[]; funds: number; audience: number; storedKeys: Set<string> },
): Promise<void> {
  const db = cluster.database.db;

  const missions = await db.selectFrom('missions').select(['id', 'owner_id', 'user_id', 'status']).execute();
  const missionById = new Map(missions.map((m) => [m.id, m]));
  for (const { id, ownerId } of record.missions) expect(missionById.get(id)?.owner_id).toBe(ownerId);

  const applications = await db.selectFrom('applications').select(['mission_id', 'user_id']).execute();
  const applied = new Set(applications.map((a) => `${a.mission_id}:${a.user_id}`));
  for (const a of record.applications) expect(applied.has(`${a.missionId}:${a.userId}`)).toBe(true);

  // One assignee a task: one selection answered 200, and the row, the feed and the notification agree.
  expect(record.doubleSelections).toEqual([]);
  for (const [missionId, userId] of record.selections) {
    expect(missionById.get(missionId)).toMatchObject({ user_id: userId, status: 1 });
  }
  const assigned = await db
    .selectFrom('activity')
    .select('mission_id')
    .where('type', '=', 'assigned')
    .execute();
  expect(repeated(assigned.map((row) => row.mission_id))).toEqual([]);
  const chosen = await db.selectFrom('notifications').select('data').where('type', '=', 'selected').execute();
  expect(repeated(chosen.map((row) => row.data))).toEqual([]);
  expect(assigned.length).toBeGreaterThanOrEqual(record.selections.size);

  // Payouts: one per key, whichever processes the copies and the retries reached; the ledger holds
  // each once and the balance is what is left of the funds.
  const payouts = await db
    .selectFrom('payouts')
    .select(['id', 'user_id', 'amount', 'idempotency_key'])
    .execute();
  for (const [owner, ids] of record.payouts) {
    const [userId, key] = [Number(owner.slice(0, owner.indexOf(':'))), owner.slice(owner.indexOf(':') + 1)];
    expect(ids.size).toBe(1);
    const rows = payouts.filter((p) => p.user_id === userId && p.idempotency_key === key);
    expect(rows.map((p) => p.id)).toEqual([...ids]);
  }
  const entries = await db
    .selectFrom('wallet_entries')
    .select(['user_id', 'kind', 'amount', 'payout_id'])
    .execute();
  const holds = new Map<number, number>();
  for (const e of entries)
    if (e.kind === 'payout_hold') holds.set(e.payout_id!, (holds.get(e.payout_id!) ?? 0) + 1);
  for (const p of payouts) expect(holds.get(p.id)).toBe(1);
  for (const userId of new Set(payouts.map((p) => p.user_id))) {
    const ledger = entries.filter((e) => e.user_id === userId).reduce((sum, e) => sum + e.amount, 0);
    const held = payouts.filter((p) => p.user_id === userId).reduce((sum, p) => sum + p.amount, 0);
    expect(ledger).toBe(options.funds - held);
    expect(ledger).toBeGreaterThanOrEqual(0);
  }

  // Uploads: the row and the object are there, and the bytes are served by whichever live process
  // answers.
  const files = new Set(
    (await db.selectFrom('files').select('storage_key').execute()).map((f) => f.storage_key),
  );
  for (const upload of record.uploads) {
    expect(files.has(upload.key)).toBe(true);
    expect(options.storedKeys.has(upload.key)).toBe(true);
    const served = await client.request('GET', upload.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  }

  // Sign-ins: each token a 200 answered still opens the account.
  for (const { userId, token } of record.signIns) {
    const me = await client.request('GET', '/api/auth/getData', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(userId);
  }

  // Deliveries: all that are due finished, the dead process's ones by another (those scheduled for
  // later, the owners' window-end notices, wait for their time); nobody notified twice of a task.
  const deliveries = await db
    .selectFrom('deliveries')
    .select(['id', 'mission_id', 'state', 'due_at'])
    .execute();
  const now = new Date().toISOString();
  expect(deliveries.filter((d) => d.state !== 'done' && (d.due_at === null || d.due_at <= now))).toEqual([]);
  const twice = await db
    .selectFrom('notifications')
    .select(['user_id', 'data', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', 'mission_created')
    .groupBy(['user_id', 'data'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  expect(twice).toEqual([]);
  for (const id of options.orphaned) {
    const missionId = deliveries.find((d) => d.id === id)!.mission_id;
    const told = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'mission_created')
      .where('data', 'like', `%"mission_id":${missionId},%`)
      .executeTakeFirstOrThrow();
    expect(Number(told.n)).toBeGreaterThanOrEqual(options.audience);
  }
}

/** The values that occur more than once. */
function repeated<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => seen.has(value) || (seen.add(value), false));
}
