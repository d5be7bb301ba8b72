import {
  ARCHIVE_SIZE,
  type ArchiveItem,
  MissionStatus,
  type MissionRow,
  type PagedResponse,
  type PageQueryPayload,
  applicationWindowCutoff,
  istanbulDay,
  lawyerDisplayName,
  kurusToTl,
} from '@meslektas/domain';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { type MissionScope, missionQuery, offeredTo, takenTasks } from './queries.ts';
import { reachDistances } from './pending.ts';
import { toMissionRow } from './rows.ts';

type MissionFilter = (eb: ExpressionBuilder<MissionScope, 'm'>) => Expression<SqlBool>;

export type ListName = 'created' | 'selected' | 'applied' | 'notApplied' | 'completed' | 'cancelled';

const appliedBy = (eb: ExpressionBuilder<MissionScope, 'm'>, userId: number) =>
  eb.exists(
    eb
      .selectFrom('applications as ap')
      .select('ap.id')
      .whereRef('ap.mission_id', '=', 'm.id')
      .where('ap.user_id', '=', userId),
  );

const isParty = (eb: ExpressionBuilder<MissionScope, 'm'>, userId: number) =>
  eb.or([eb('m.owner_id', '=', userId), eb('m.user_id', '=', userId)]);

/** Which tasks each list holds (see docs/rules.md, "Tasks"). */
function listFilter(name: ListName, user: UserRow, courthouses: number[], now: Date): MissionFilter {
  switch (name) {
    case 'created':
      // Cancelled tasks stay, with their reason, where they were: a cancelled row does not jump away.
      return (eb) =>
        eb.and([
          eb('m.owner_id', '=', user.id),
          eb('m.status', 'in', [MissionStatus.open, MissionStatus.assigned, MissionStatus.cancelled]),
        ]);
    case 'selected':
      // A task cancelled after it was assigned to him stays too (cancelling keeps user_id).
      return (eb) =>
        eb.and([
          eb('m.user_id', '=', user.id),
          eb('m.status', 'in', [MissionStatus.assigned, MissionStatus.cancelled]),
        ]);
    case 'applied':
      return (eb) => appliedBy(eb, user.id);
    case 'completed':
      return (eb) => eb.and([eb('m.status', '=', MissionStatus.completed), isParty(eb, user.id)]);
    case 'cancelled':
      return (eb) =>
        eb.and([
          eb('m.status', '=', MissionStatus.cancelled),
          eb.or([isParty(eb, user.id), appliedBy(eb, user.id)]),
        ]);
    case 'notApplied':
      // Offered to the lawyer (his courthouses, his bar for tasks without one, or widened to one of
      // his courthouses), no longer open, not taken up.
      return (eb) =>
        eb.and([
          offeredTo(eb, { baroId: user.baro_id ?? -1, courthouses }, { widened: true }),
          eb('m.owner_id', '!=', user.id),
          eb.not(appliedBy(eb, user.id)),
          eb.or([
            eb('m.status', '!=', MissionStatus.open),
            eb.and([
              eb('m.fast', '=', 0),
              eb('m.window_started_at', '<=', applicationWindowCutoff(now).toISOString()),
            ]),
            eb.and([eb('m.fast', '=', 1), eb('m.plan_date', '<', istanbulDay(now))]),
          ]),
        ]);
  }
}

/** One page of a task list: `{ data, totalPage, page }`, page size 5 unless the client asks otherwise. */
export async function missionPage(
  db: Kysely<Database>,
  user: UserRow,
  name: ListName,
  { page, limit }: PageQueryPayload,
  now: Date,
): Promise<PagedResponse<MissionRow>> {
  const courthouses =
    name === 'notApplied'
      ? (
          await db.selectFrom('user_courthouses').select('adliye_id').where('user_id', '=', user.id).execute()
        ).map((r) => r.adliye_id)
      : [];
  const filter = listFilter(name, user, courthouses, now);
  const count = await db
    .selectFrom('missions as m')
    .where(filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = (
    await db
      .selectFrom('missions as m')
      .where(filter)
      .select('m.id')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
  ).map((r) => r.id);
  const rows = ids.length === 0 ? [] : await missionQuery(db, user.id).where('m.id', 'in', ids).execute();
  const byId = new Map(rows.map((m) => [m.id, m]));
  // Widened to one of his courthouses: how far, as the pending list shows it.
  const reach =
    name === 'notApplied' ? await reachDistances(db, rows, courthouses) : new Map<number, number>();
  return {
    data: ids.flatMap((id) => {
      const m = byId.get(id);
      if (!m) return [];
      const distance = reach.get(id);
      return [
        { ...toMissionRow(m, user.id, now), ...(distance === undefined ? {} : { reachDistanceM: distance }) },
      ];
    }),
    totalPage: Math.max(1, Math.ceil(Number(count.n) / limit)),
    page,
  };
}

/** mission/archive: the last 10 tasks the user took part in that were assigned, or completed. */
export async function archive(
  db: Kysely<Database>,
  user: UserRow,
  type: 'assigned' | 'completed',
): Promise<ArchiveItem[]> {
  const sortColumn = type === 'completed' ? 'm.completed_at' : 'm.assigned_at';
  const rows = await takenTasks(db)
    .innerJoin('bars as b', 'b.id', 'm.baro_id')
    .leftJoin('comments as cm', (join) =>
      join.onRef('cm.mission_id', '=', 'm.id').on('cm.target_user_id', '=', user.id),
    )
    .select([
      'm.id',
      'm.price',
      'b.name as baro_name',
      'a.name as adliye_name',
      'c.name as category_name',
      'o.name as owner_name',
      'u.name as user_name',
      'o.avatar as owner_avatar',
      'u.avatar as user_avatar',
      'o.verification_image as owner_verification_image',
      'u.verification_image as user_verification_image',
      'ob.name as owner_baro',
      'ub.name as user_baro',
      'cm.comment',
      'cm.rating',
    ])
    .where((eb) => eb.or([eb('m.owner_id', '=', user.id), eb('m.user_id', '=', user.id)]))
    .where(
      'm.status',
      'in',
      type === 'completed' ? [MissionStatus.completed] : [MissionStatus.assigned, MissionStatus.completed],
    )
    .orderBy(sortColumn, 'desc')
    .orderBy('m.id', 'desc')
    .limit(ARCHIVE_SIZE)
    .execute();
  return rows.map((r) => ({
    missionId: r.id,
    baroName: r.baro_name,
    adliyeName: r.adliye_name,
    categoryName: r.category_name,
    missionPrice: kurusToTl(r.price),
    ownerName: lawyerDisplayName(r.owner_name),
    userName: lawyerDisplayName(r.user_name),
    ownerAvatar: r.owner_avatar,
    userAvatar: r.user_avatar,
    ownerVerificationImage: r.owner_verification_image,
    userVerificationImage: r.user_verification_image,
    ownerBaro: r.owner_baro,
    userBaro: r.user_baro,
    comment: r.comment,
    rating: r.rating,
  }));
}

/** mission/last: the user's newest task, or null. */
export async function lastMission(
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
): Promise<MissionRow | null> {
  const m = await missionQuery(db, user.id)
    .where('m.owner_id', '=', user.id)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return m ? toMissionRow(m, user.id, now) : null;
}

/** missions/selected: every task the user is currently assigned to, without paging. */
export async function currentlySelected(
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
): Promise<MissionRow[]> {
  const rows = await missionQuery(db, user.id)
    .where('m.user_id', '=', user.id)
    .where('m.status', '=', MissionStatus.assigned)
    .orderBy('m.assigned_at', 'desc')
    .execute();
  return rows.map((m) => toMissionRow(m, user.id, now));
}
