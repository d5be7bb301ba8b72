import { autoReleaseAt } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readTuning } from '../constants.ts';
import { enqueueDelivery } from '../notifications/delivery-queue.ts';
import { readRow } from './guaranteed-payments.ts';

/**
 * The outcome report was filed: call in the filing's transaction. The held payment releases by
 * itself `guvence_otomatik_onay_saat` hours later unless a dispute is open then (a durable
 * delivery, due at that time).
 */
export async function scheduleAutoRelease(
  trx: Kysely<Database>,
  missionId: number,
  filedAt: Date,
): Promise<void> {
  const row = await readRow(trx, { missionId });
  if (!row || row.state !== 'held') return;
  const tuning = await readTuning(trx);
  const due = autoReleaseAt(filedAt, tuning.guvence_otomatik_onay_saat);
  await trx
    .updateTable('guaranteed_payments')
    .set({ auto_release_at: due.toISOString() })
    .where('id', '=', row.id)
    .where('state', '=', 'held')
    .execute();
  await enqueueDelivery(trx, 'guarantee_auto_release', missionId, { paymentId: row.id }, filedAt, due);
}
