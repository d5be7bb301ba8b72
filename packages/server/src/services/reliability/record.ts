import {
  MissionStatus,
  type ReliabilityRecord,
  type Tuning,
  applyDelayMinutes,
  median,
  onTimePercent,
  reliabilityView,
  reportCounts,
  reportDueAt,
} from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { LawyerRecordsTable } from '../../db/schema.ts';
import { readTuning } from '../constants.ts';
import type { Db } from '../deps.ts';

/**
 * The reliability record (docs/rules.md, "Reliability record"). Each lawyer's counts live in one
 * `lawyer_records` row, recomputed from his history by `refreshRecord` where an input changes
 * (completion, assignment, a cancel request, a resolved dispute, an application, a filed report)
 * and, for what changes with time alone (a missing report turning late), on the first read past
 * the row's `stale_at`. Readers take the rows of many lawyers in one query.
 */

type StoredRecord = Selectable<LawyerRecordsTable>;

/** The app_meta key holding when outcome reports could first be filed (written by migration 0850). */
export const REPORTS_SINCE_KEY = 'reports_since';

/** Recomputes a lawyer's counts from his whole history and stores them (in `db`'s transaction if any). */
export async function refreshRecord(
  db: Db,
  userId: number,
  now: Date,
  reportHours?: number,
): Promise<StoredRecord> {
  const hours = reportHours ?? (await readTuning(db)).rapor_suresi_saat;
  const completed = await db
    .selectFrom('missions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', MissionStatus.completed)
    .executeTakeFirstOrThrow();
  const tasks = await db
    .selectFrom('missions as m')
    .leftJoin('mission_reports as r', (j) =>
      j.onRef('r.mission_id', '=', 'm.id').on('r.user_id', '=', userId),
    )
    .select(['m.plan_date', 'm.plan_time', 'r.filed_at', 'r.due_at'])
    .where('m.user_id', '=', userId)
    .where('m.status', 'in', [MissionStatus.assigned, MissionStatus.completed])
    .execute();
  const late = await db
    .selectFrom('cancel_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('requester_id', '=', userId)
    .where('late', '=', 1)
    .executeTakeFirstOrThrow();
  const lost = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'resolved')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_id', '=', userId), eb('decided_against', '=', 'owner')]),
        eb.and([eb('assignee_id', '=', userId), eb('decided_against', '=', 'assignee')]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const since = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', REPORTS_SINCE_KEY)
    .executeTakeFirst();
  const applications = await db
    .selectFrom('applications as a')
    .innerJoin('missions as m', 'm.id', 'a.mission_id')
    .select(['a.created_at as applied_at', 'm.created_at', 'm.window_started_at'])
    .where('a.user_id', '=', userId)
    .execute();
  const reports = reportCounts(
    tasks.map((t) => ({
      dueAt: reportDueAt({ planDate: t.plan_date, planTime: t.plan_time }, hours),
      report: t.filed_at !== null && t.due_at !== null ? { filedAt: t.filed_at, dueAt: t.due_at } : null,
    })),
    now,
    since ? new Date(since.value) : null,
  );
  const delay = median(
    applications.map((a) =>
      applyDelayMinutes({ createdAt: a.created_at, windowStartedAt: a.window_started_at }, a.applied_at),
    ),
  );
  const row: StoredRecord = {
    user_id: userId,
    completed: Number(completed.n),
    reports_counted: reports.counted,
    reports_on_time: reports.onTime,
    late_cancels: Number(late.n),
    disputes_lost: Number(lost.n),
    median_apply_minutes: delay === null ? null : Math.round(delay),
    report_hours: hours,
    refreshed_at: now.toISOString(),
    stale_at: reports.staleAt?.toISOString() ?? null,
  };
  const { user_id: _key, ...counts } = row;
  await db
    .insertInto('lawyer_records')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(counts))
    .execute();
  return row;
}

/** Whether a stored row no longer tells the truth at `now` (or was computed with other report hours). */
function outdated(row: StoredRecord | null, now: Date, reportHours: number): boolean {
  if (!row) return true;
  if (row.report_hours !== reportHours) return true;
  return row.stale_at !== null && Date.parse(row.stale_at) <= now.getTime();
}

/**
 * The records of these lawyers as `viewerId` sees them (the hints only for his own): one query for
 * every stored row with the lawyers' join dates; only a missing or outdated row is recomputed.
 */
export async function recordsFor(
  db: Db,
  userIds: readonly number[],
  viewerId: number,
  now: Date,
  tuning?: Tuning,
): Promise<Map<number, ReliabilityRecord>> {
  const records = new Map<number, ReliabilityRecord>();
  if (userIds.length === 0) return records;
  const t = tuning ?? (await readTuning(db));
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('lawyer_records as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.created_at as member_since',
      'r.user_id',
      'r.completed',
      'r.reports_counted',
      'r.reports_on_time',
      'r.late_cancels',
      'r.disputes_lost',
      'r.median_apply_minutes',
      'r.report_hours',
      'r.refreshed_at',
      'r.stale_at',
    ])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  const view = {
    minCompleted: t.guvenilirlik_asgari_gorev,
    reportTargetPercent: t.guvenilirlik_rapor_hedef_yuzde,
    applyTargetMinutes: t.guvenilirlik_basvuru_hedef_dakika,
    reportHours: t.rapor_suresi_saat,
  };
  for (const { id, member_since, ...stored } of rows) {
    const row = stored.user_id === null ? null : (stored as StoredRecord);
    const fresh = outdated(row, now, t.rapor_suresi_saat)
      ? await refreshRecord(db, id, now, t.rapor_suresi_saat)
      : (row as StoredRecord);
    records.set(
      id,
      reliabilityView(
        {
          member_since,
          completed: fresh.completed,
          reports_counted: fresh.reports_counted,
          reports_on_time_percent: onTimePercent(fresh.reports_on_time, fresh.reports_counted),
          late_cancels: fresh.late_cancels,
          disputes_lost: fresh.disputes_lost,
          median_apply_minutes: fresh.median_apply_minutes,
        },
        view,
        id === viewerId,
      ),
    );
  }
  return records;
}
