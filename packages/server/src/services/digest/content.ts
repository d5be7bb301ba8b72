import { MissionStatus, type Tuning, istanbulDay, plannedInstant } from '@meslektas/domain';
import type { Db } from '../deps.ts';
import { taskSummaryColumns, tasksWithPlace } from '../missions/queries.ts';
import { missionTitle } from '../cancel-requests/queries.ts';

export interface DigestTask {
  id: number;
  title: string;
  /** Whether he owns it or was chosen for it. */
  role: 'owner' | 'assignee';
}

/** What one lawyer's digest holds on one Istanbul day. */
export interface DigestContent {
  day: string;
  /** Today's tasks he owns or was chosen for, not cancelled, by time. */
  today: DigestTask[];
  /** Tasks he was chosen for whose planned time has passed and that have no report yet. */
  reportsDue: DigestTask[];
  /** Open tasks now in the courthouses he serves, other than his own. */
  openNearby: number;
}

/** Reads the digest of `userId` for the Istanbul day of `now`: only his tasks, never anyone else's. */
export async function digestContent(
  db: Db,
  userId: number,
  now: Date,
  tuning: Pick<Tuning, 'gunluk_ozet_rapor_gun'>,
): Promise<DigestContent> {
  const day = istanbulDay(now);
  const since = istanbulDay(new Date(now.getTime() - tuning.gunluk_ozet_rapor_gun * 86_400_000));
  const [today, owed, open] = await Promise.all([
    tasksWithPlace(db)
      .select(taskSummaryColumns)
      .where('m.plan_date', '=', day)
      .where('m.status', '!=', MissionStatus.cancelled)
      .where((eb) => eb.or([eb('m.owner_id', '=', userId), eb('m.user_id', '=', userId)]))
      .orderBy('m.plan_time')
      .orderBy('m.id')
      .execute(),
    tasksWithPlace(db)
      .select(taskSummaryColumns)
      .where('m.user_id', '=', userId)
      .where('m.status', 'in', [MissionStatus.assigned, MissionStatus.completed])
      .where('m.plan_date', '>=', since)
      .where('m.plan_date', '<=', day)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('mission_reports as r').select('r.id').whereRef('r.mission_id', '=', 'm.id'),
          ),
        ),
      )
      .orderBy('m.plan_date')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('missions as m')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('m.status', '=', MissionStatus.open)
      .where('m.owner_id', '!=', userId)
      .where('m.plan_date', '>=', day)
      .where('m.adliye_id', 'in', (eb) =>
        eb.selectFrom('user_courthouses as uc').select('uc.adliye_id').where('uc.user_id', '=', userId),
      )
      .executeTakeFirstOrThrow(),
  ]);
  const task = (r: (typeof today)[number]): DigestTask => ({
    id: r.id,
    title: missionTitle(r),
    role: r.owner_id === userId ? 'owner' : 'assignee',
  });
  return {
    day,
    today: today.map(task),
    reportsDue: owed.filter((r) => plannedInstant(r.plan_date, r.plan_time) < now).map(task),
    openNearby: Number(open.n),
  };
}
