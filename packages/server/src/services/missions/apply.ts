import {
  type ApplicantAddedEvent,
  type ConfirmMissionPayload,
  MissionStatus,
  feedbackMessages,
  istanbulMidnight,
  permissionMessages,
  realtimeEvents,
  lawyerDisplayName,
  isVip,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import { lockUser } from '../../db/locks.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';
import { type OutgoingEvent, applicantsChannel, writeNotifications } from '../notifications/notify.ts';
import { isInAudience } from './audience.ts';
import { answerTexts } from './pending.ts';
import type { ChangeDeps, Db } from '../deps.ts';
import { readTuning } from '../constants.ts';
import { refreshRecord } from '../reliability/record.ts';
import { acceptsApplications } from './rows.ts';
import { assertWaveOpen } from './waves.ts';

export const applyMessages = {
  notFound: 'Görev bulunamadı.',
  ownMission: 'Kendi görevinize başvuru yapamazsınız.',
  notForYou: 'Bu görev size iletilmediği için başvuru yapamazsınız.',
  alreadyApplied: 'Bu göreve zaten başvurdunuz.',
  closed: 'Bu görevin başvuru süresi dolmuştur.',
  notOpen: 'Bu göreve artık başvuru yapılamaz.',
  badAnswer: 'Lütfen bir cevap seçiniz.',
  freeLimit: (limit: number) =>
    `Ücretsiz üyelikte günde en fazla ${limit} göreve başvurabilirsiniz. Sınırsız başvuru için Pro üyeliğe geçiniz.`,
  applied: 'Başvurunuz görev sahibine iletildi.',
} as const;

/**
 * The free tier's daily limit, counted inside the application's transaction. On PostgreSQL the
 * lawyer's row is locked first, so two applications sent at once are counted one after the other
 * (SQLite runs one write transaction at a time anyway).
 */
async function assertFreeTierRoom(trx: Kysely<Database>, userId: number, now: Date) {
  await lockUser(trx, userId);
  const today = await trx
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', istanbulMidnight(now).toISOString())
    .executeTakeFirstOrThrow();
  const limit = (await readTuning(trx)).ucretsiz_gunluk_basvuru;
  if (Number(today.n) >= limit) {
    throw new HttpError(403, applyMessages.freeLimit(limit), {
      error: 'premium_required',
      redirect: '/premium-uyelik',
    });
  }
}

/** mission/confirmMission: apply once, inside the window, with a valid answer and location. */
export async function confirmMission(db: Db, deps: ChangeDeps, user: UserRow, p: ConfirmMissionPayload) {
  const now = deps.now();
  const mission = await db
    .selectFrom('missions')
    .selectAll()
    .where('id', '=', p.mission_id)
    .executeTakeFirst();
  if (!mission) throw new HttpError(404, applyMessages.notFound);
  if (mission.owner_id === user.id)
    throw new HttpError(403, applyMessages.ownMission, { error: 'own_mission' });
  if (user.mission_status !== 1) {
    throw new HttpError(403, permissionMessages.missionStatusClosed, { error: 'mission_status_closed' });
  }
  if (!(await isInAudience(db, mission, user.id))) {
    throw new HttpError(403, applyMessages.notForYou, { error: 'not_in_audience' });
  }
  const existing = await db
    .selectFrom('applications')
    .select('id')
    .where('mission_id', '=', mission.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing) throw new HttpError(409, applyMessages.alreadyApplied, { error: 'already_applied' });
  if (!acceptsApplications(mission, now)) {
    const message = mission.status === MissionStatus.open ? applyMessages.closed : applyMessages.notOpen;
    throw new HttpError(409, message, { error: 'window_closed' });
  }
  await assertWaveOpen(db, mission, user.id, now);
  const answers = await answerTexts(db);
  if (p.message_id >= answers.length) {
    throw new HttpError(422, applyMessages.badAnswer, { errors: { message_id: [applyMessages.badAnswer] } });
  }
  const hasPlace = mission.latitude !== null && mission.longitude !== null;
  if (hasPlace && (p.latitude === undefined || p.longitude === undefined)) {
    throw new HttpError(422, feedbackMessages.applyNeedsLocation, {
      errors: { latitude: [feedbackMessages.applyNeedsLocation] },
    });
  }
  const events: OutgoingEvent[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      if (!isVip(user, now)) await assertFreeTierRoom(trx, user.id, now);
      await trx
        .insertInto('applications')
        .values({
          mission_id: mission.id,
          user_id: user.id,
          message_id: p.message_id,
          latitude: p.latitude ?? null,
          longitude: p.longitude ?? null,
          created_at: now.toISOString(),
        })
        .execute();
      await refreshRecord(trx, user.id, now);
      const count = await trx
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('mission_id', '=', mission.id)
        .executeTakeFirstOrThrow();
      const added: ApplicantAddedEvent = { missionId: mission.id, count: Number(count.n) };
      events.push({
        channels: [applicantsChannel(mission.id)],
        event: realtimeEvents.applicantAdded,
        data: added,
      });
      events.push(
        ...(await writeNotifications(
          trx,
          [mission.owner_id],
          {
            type: 'application_received',
            missionId: mission.id,
            title: 'Görevinize Başvuru Geldi',
            message: `${lawyerDisplayName(user.name)} görevinize başvurdu.`,
          },
          now,
        )),
      );
    });
  } catch (err) {
    // Two requests of the same lawyer at once: the unique key lets one through.
    if (isUniqueViolation(err))
      throw new HttpError(409, applyMessages.alreadyApplied, { error: 'already_applied' });
    throw err;
  }
  await deps.publish(events);
  return { status: 'true' as const, message: applyMessages.applied };
}
