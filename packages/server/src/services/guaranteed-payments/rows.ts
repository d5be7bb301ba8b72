import { type GuaranteeMove, nextGuaranteeState } from '@meslektas/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GuaranteedPaymentsTable } from '../../db/schema.ts';

export type GuaranteeRow = Selectable<GuaranteedPaymentsTable>;
export type Trx = Kysely<Database>;

export function readRow(db: Trx, where: { id: number } | { missionId: number }) {
  const q = db.selectFrom('guaranteed_payments').selectAll();
  return (
    'id' in where ? q.where('id', '=', where.id) : q.where('mission_id', '=', where.missionId)
  ).executeTakeFirst();
}

/**
 * Moves a payment from the state it was read in: the UPDATE matches only while the row is still in
 * that state (and the same attempt), so of two requests racing exactly one changes it. False:
 * someone else moved it first; the caller reads it again and answers accordingly. Several moves
 * are taken in turn through the table and written as one UPDATE (the sandbox's ending, whose
 * intermediate state no one else could see inside its transaction).
 */
export async function moveFrom(
  db: Trx,
  row: GuaranteeRow,
  move: GuaranteeMove | GuaranteeMove[],
  now: Date,
  set: Partial<Omit<GuaranteeRow, 'id' | 'state'>> = {},
): Promise<boolean> {
  let to: GuaranteeRow['state'] | null = row.state;
  for (const m of Array.isArray(move) ? move : [move]) to = to && nextGuaranteeState(to, m);
  if (!to) return false;
  const moved = await db
    .updateTable('guaranteed_payments')
    .set({ ...set, state: to, updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('attempt', '=', row.attempt)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
