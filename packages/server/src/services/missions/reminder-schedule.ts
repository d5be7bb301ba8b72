import { MissionStatus, reminderSchedule } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readTuning } from '../constants.ts';
import { enqueueDelivery } from '../notifications/delivery-queue.ts';
import { reportLateDelivery } from '../reports/report-due.ts';
import { type ReminderDelivery, reminderDeliveryKinds } from './reminders.ts';

/** Every delivery that follows a task's planned time and assignee. */
const scheduledKinds = [...Object.values(reminderDeliveryKinds), 'report_late'] as const;

/**
 * Makes a task's pending reminders match the task, inside the transaction that changed it: the
 * ones not sent yet are dropped, and an assigned task gets its two again at its current planned
 * time (domain's reminderSchedule; the minutes are the `hatirlatma_dakika` and
 * `rapor_hatirlatma_dakika` constants), with the late-report reminder at the report's due time
 * (services/reports). The assignment calls it, and so does every change that
 * cancels a task or moves its planned time. A reminder being sent at that moment re-reads the task
 * itself and sends nothing stale. Returns whether a reminder was stored (the caller wakes the
 * deliverer after its commit).
 */
export async function rescheduleReminders(
  trx: Kysely<Database>,
  missionId: number,
  now: Date,
): Promise<boolean> {
  await trx
    .deleteFrom('deliveries')
    .where('mission_id', '=', missionId)
    .where('kind', 'in', scheduledKinds)
    .where('state', '=', 'pending')
    .execute();
  const m = await trx
    .selectFrom('missions')
    .select(['user_id', 'status', 'plan_date', 'plan_time'])
    .where('id', '=', missionId)
    .executeTakeFirst();
  if (!m || m.status !== MissionStatus.assigned || m.user_id === null) return false;
  const tuning = await readTuning(trx);
  const schedule = reminderSchedule(m.plan_date, m.plan_time, now, {
    beforeMinutes: tuning.hatirlatma_dakika,
    reportMinutes: tuning.rapor_hatirlatma_dakika,
  });
  const payload: ReminderDelivery = { missionId, assigneeId: m.user_id, plannedAt: schedule.plannedAt };
  if (schedule.before) {
    await enqueueDelivery(trx, reminderDeliveryKinds.before, missionId, payload, now, schedule.before);
  }
  await enqueueDelivery(trx, reminderDeliveryKinds.report, missionId, payload, now, schedule.report);
  const late = await reportLateDelivery(trx, { id: missionId, ...m }, m.user_id);
  await enqueueDelivery(trx, 'report_late', missionId, late, now, new Date(late.dueAt));
  return true;
}
