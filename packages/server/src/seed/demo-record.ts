import { MissionStatus, istanbulDay, reportDueAt, tuningSpecs } from '@meslektas/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { REPORTS_SINCE_KEY, refreshRecord } from '../services/reliability/record.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from './ids.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Past errands of the demo lawyer with a history: planned this many days before the start. */
const HISTORY_DAYS = [96, 88, 81, 74, 66, 59, 51, 44, 37, 30, 23, 17, 12, 8];
/** Of those, the ones whose report came late (by a few hours) and the one without a report. */
const LATE_REPORT_DAYS = new Set([59]);
const NO_REPORT_DAYS = new Set([23]);
/** The one whose cancel request he sent the evening before (a late cancel; it was rejected). */
const LATE_CANCEL_DAY = 44;

/**
 * A reliability record with a history for one demo lawyer, Zeynep (05550000003): fourteen past
 * errands for two colleagues, each applied to within minutes, reports mostly on time, one late cancel
 * request. The others keep too little history and show 'Yeni üye'. Every demo lawyer's record row is
 * computed at the end, as the calls that change the inputs would have done.
 */
export async function seedDemoRecord(
  trx: Transaction<Database>,
  people: { lawyer: number; owners: readonly [number, number]; everyone: readonly number[] },
  now: Date,
): Promise<void> {
  const reportHours = tuningSpecs.rapor_suresi_saat.default;
  // The demo's history is older than the database: reports count from before its first errand.
  await trx
    .updateTable('app_meta')
    .set({ value: new Date(now.getTime() - 120 * DAY).toISOString() })
    .where('key', '=', REPORTS_SINCE_KEY)
    .execute();
  for (const [i, daysAgo] of HISTORY_DAYS.entries()) {
    const planDate = istanbulDay(new Date(now.getTime() - daysAgo * DAY));
    const planTime = i % 2 === 0 ? '10:30' : null;
    const created = new Date(now.getTime() - (daysAgo + 2) * DAY);
    const due = reportDueAt({ planDate, planTime }, reportHours);
    const mission = await trx
      .insertInto('missions')
      .values({
        owner_id: people.owners[i % 2] as number,
        user_id: people.lawyer,
        baro_id: ISTANBUL_BAROSU_ID,
        adliye_id: CAGLAYAN_ADLIYESI_ID,
        category_id: (i % 3) + 1,
        price: 75_000 + (i % 4) * 25_000,
        plan_date: planDate,
        plan_time: planTime,
        detail: 'Çağlayan Adliyesi’ndeki dosyanın incelenmesi ve son durumun bildirilmesi.',
        status: MissionStatus.completed,
        created_at: created.toISOString(),
        window_started_at: created.toISOString(),
        assigned_at: new Date(created.getTime() + 20 * MINUTE).toISOString(),
        completed_at: due.toISOString(),
        completed_by: people.lawyer,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('applications')
      .values({
        mission_id: mission.id,
        user_id: people.lawyer,
        message_id: 0,
        latitude: null,
        longitude: null,
        created_at: new Date(created.getTime() + (4 + (i % 5) * 3) * MINUTE).toISOString(),
      })
      .execute();
    if (!NO_REPORT_DAYS.has(daysAgo)) {
      const filed = due.getTime() + (LATE_REPORT_DAYS.has(daysAgo) ? 5 * HOUR : -18 * HOUR);
      await trx
        .insertInto('mission_reports')
        .values({
          mission_id: mission.id,
          user_id: people.lawyer,
          outcomes: JSON.stringify(['attended']),
          note: 'Duruşmaya katılındı; ara karar fotoğraflandı.',
          filed_at: new Date(filed).toISOString(),
          due_at: due.toISOString(),
          accepted_at: new Date(filed + 2 * HOUR).toISOString(),
        })
        .execute();
    }
    if (daysAgo === LATE_CANCEL_DAY) {
      const asked = new Date(due.getTime() - (reportHours + 14) * HOUR);
      await trx
        .insertInto('cancel_requests')
        .values({
          mission_id: mission.id,
          requester_id: people.lawyer,
          recipient_id: people.owners[i % 2] as number,
          type_value: 'islem_ertelendi',
          type_text: 'Duruşma veya işlem ertelendi',
          description: 'Aynı saatte başka bir duruşmam çıktı.',
          status: 'rejected',
          late: 1,
          created_at: asked.toISOString(),
          answered_at: new Date(asked.getTime() + HOUR).toISOString(),
        })
        .execute();
    }
  }
  for (const id of people.everyone) await refreshRecord(trx, id, now, reportHours);
}
