import {
  type Applicant,
  type MissionIdPayload,
  MissionStatus,
  type ResponseOf,
  type SelectUserPayload,
  type api,
  distanceKm,
  feedbackMessages,
  lawyerDisplayName,
  stepRules,
} from '@meslektas/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MissionsTable, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { answerTexts } from './pending.ts';
import { NOT_ASSIGNABLE_YET } from './rows.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { constantTexts } from '../constants.ts';
import { assignmentOpen } from './rows.ts';
import { presentAmong } from '../presence/presence.ts';
import { assignIn } from './assign.ts';
import { GUARANTEE_STARTED, startGuarantee } from '../guaranteed-payments/guaranteed-payments.ts';
import { recordsFor } from '../reliability/record.ts';

export const assignMessages = {
  notFound: 'Görev bulunamadı.',
  ownerOnly: 'Bu işlemi yalnızca görev sahibi yapabilir.',
  alreadyAssigned: 'Bu göreve atama yapılmıştır.',
  notApplicant: 'Seçtiğiniz avukat bu göreve başvurmamış.',
  applicantUnavailable: 'Seçtiğiniz avukatın hesabı şu an görev almaya uygun değil.',
  assigned: 'Görev ataması yapıldı.',
} as const;

type Mission = Selectable<MissionsTable>;

/** The task, when the caller owns it; 404 for an unknown id, 403 for someone else's task. */
export async function ownedMission(db: Kysely<Database>, missionId: number, user: UserRow): Promise<Mission> {
  const mission = await db.selectFrom('missions').selectAll().where('id', '=', missionId).executeTakeFirst();
  if (!mission) throw new HttpError(404, assignMessages.notFound);
  if (mission.owner_id !== user.id)
    throw new HttpError(403, assignMessages.ownerOnly, { error: 'not_owner' });
  return mission;
}

async function performancesOf(db: Kysely<Database>, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; name: string; percent: number }[]>();
  const rows = await db
    .selectFrom('user_specialities as us')
    .innerJoin('specialities as s', 's.id', 'us.speciality_id')
    .select(['us.user_id', 's.id', 's.name', 'us.score'])
    .where('us.user_id', 'in', userIds)
    .orderBy('s.id')
    .execute();
  const map = new Map<number, { id: number; name: string; percent: number }[]>();
  for (const r of rows) {
    const list = map.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name, percent: Math.max(0, Math.min(100, r.score)) });
    map.set(r.user_id, list);
  }
  return map;
}

/** application/getUsers: the owner's view of the applicants, oldest first (list index = order_num). */
export async function applicantList(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
  p: MissionIdPayload,
): Promise<ResponseOf<typeof api.missions.applicants>> {
  const now = deps.now();
  const mission = await ownedMission(db, p.mission_id, user);
  // The client answers a 400 by opening the task's detail page: the choice is already made.
  if (!stepRules.openApplicants(mission, user.id))
    throw new HttpError(400, assignMessages.alreadyAssigned, { error: 'already_assigned' });
  const rows = await db
    .selectFrom('applications as ap')
    .innerJoin('users as u', 'u.id', 'ap.user_id')
    .select([
      'ap.user_id',
      'ap.message_id',
      'ap.latitude',
      'ap.longitude',
      'u.name',
      'u.about_text',
      'u.deleted',
      'u.status',
      'u.ban_message',
    ])
    .where('ap.mission_id', '=', mission.id)
    .orderBy('ap.created_at')
    .orderBy('ap.id')
    .execute();
  const [answers, performances, texts, present, records] = await Promise.all([
    answerTexts(db),
    performancesOf(
      db,
      rows.map((r) => r.user_id),
    ),
    constantTexts(db, ['basvuru_yok_fast', 'atama_yapilamaz']),
    presentAmong(
      db,
      mission.adliye_id,
      rows.map((r) => r.user_id),
      now,
    ),
    recordsFor(
      db,
      rows.map((r) => r.user_id),
      user.id,
      now,
    ),
  ]);
  const open = assignmentOpen(mission, now);
  const applicants: Applicant[] = rows.map((r) => ({
    user_id: r.user_id,
    name: lawyerDisplayName(r.name),
    message: answers[r.message_id] ?? '',
    latitude: r.latitude,
    longitude: r.longitude,
    mission_latitude: mission.latitude,
    mission_longitude: mission.longitude,
    owner: true,
    selectable: open && r.deleted === 0 && r.status === 'active' && !r.ban_message,
    selectAll: open,
    present: present.has(r.user_id),
    distance: distanceKm(r, { latitude: mission.latitude, longitude: mission.longitude }),
    bio: {
      text: r.about_text,
      performances: performances.get(r.user_id) ?? [],
      record: records.get(r.user_id),
    },
  }));
  return {
    data: { data: applicants },
    mission: {
      id: mission.id,
      fast: mission.fast === 1,
      latitude: mission.latitude,
      longitude: mission.longitude,
    },
    noApplicationText:
      mission.fast === 1
        ? (texts.get('basvuru_yok_fast') ?? feedbackMessages.noApplicants)
        : feedbackMessages.noApplicants,
    infoText: open ? null : (texts.get('atama_yapilamaz') ?? NOT_ASSIGNABLE_YET),
  };
}

/** application/selectUser: owner only, once the window allows, one of the applicants. */
export async function selectUser(
  db: Db,
  deps: ChangeDeps & Pick<ServiceDeps, 'kickDeliveries' | 'iyzico' | 'log'>,
  user: UserRow,
  p: SelectUserPayload,
) {
  const now = deps.now();
  const mission = await ownedMission(db, p.mission_id, user);
  if (mission.status !== MissionStatus.open)
    throw new HttpError(409, assignMessages.alreadyAssigned, { error: 'already_assigned' });
  if (!assignmentOpen(mission, now)) {
    const texts = await constantTexts(db, ['atama_yapilamaz']);
    throw new HttpError(422, texts.get('atama_yapilamaz') ?? NOT_ASSIGNABLE_YET, { error: 'window_open' });
  }
  const applicants = await db
    .selectFrom('applications as ap')
    .innerJoin('users as u', 'u.id', 'ap.user_id')
    .select(['ap.user_id', 'u.deleted', 'u.status', 'u.ban_message'])
    .where('ap.mission_id', '=', mission.id)
    .execute();
  const chosen = applicants.find((a) => a.user_id === p.user_id);
  if (!chosen)
    throw new HttpError(422, assignMessages.notApplicant, {
      errors: { user_id: [assignMessages.notApplicant] },
    });
  if (chosen.deleted !== 0 || chosen.status !== 'active' || chosen.ban_message) {
    throw new HttpError(422, assignMessages.applicantUnavailable, { error: 'applicant_unavailable' });
  }
  if (mission.guaranteed === 1) {
    // Güvenceli ödeme: the payment starts; the assignment is made when it is held.
    await startGuarantee(db, deps, mission, p.user_id);
    return { status: 'true' as const, message: GUARANTEE_STARTED, data: { missionId: mission.id } };
  }
  const others = applicants.filter((a) => a.user_id !== p.user_id).map((a) => a.user_id);
  await assignApplicant(db, deps, mission, user, p.user_id, others, now);
  return { status: 'true' as const, message: assignMessages.assigned, data: { missionId: mission.id } };
}

/**
 * The write half of a selection, on a task read earlier (possibly stale by now): the UPDATE only
 * matches a task that is still open and unassigned, so of two of these racing, exactly one changes
 * a row; the other changes none, rolls back and answers 409.
 */
export async function assignApplicant(
  db: Db,
  deps: Pick<ServiceDeps, 'publish' | 'kickDeliveries'>,
  mission: Mission,
  owner: UserRow,
  assigneeId: number,
  others: number[],
  now: Date,
): Promise<void> {
  const events = await db.transaction().execute(async (trx) => {
    const done = await assignIn(trx, mission, owner, assigneeId, others, now);
    if (!done) throw new HttpError(409, assignMessages.alreadyAssigned, { error: 'already_assigned' });
    return done;
  });
  await deps.publish(events);
  deps.kickDeliveries();
}
