import crypto from 'node:crypto';
import {
  CALENDAR_TOKEN_PATTERN,
  type CalendarFeed,
  type CreatedCalendarFeed,
  calendarFeedPath,
  calendarWindowStart,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { readTuning } from '../constants.ts';
import type { Db } from '../deps.ts';
import { partyMission } from '../missions/detail.ts';
import { sha256 } from '../tokens.ts';
import { calendarTasks, writeCalendar } from './ics.ts';

export const calendarAnswers = {
  created:
    'Takvim bağlantınız oluşturuldu. Adresi şimdi kopyalayınız; güvenliğiniz için yeniden gösterilmez.',
  revoked: 'Takvim bağlantınız iptal edildi. Eski adres artık çalışmaz.',
  notFound: 'Takvim bulunamadı.',
} as const;

/** The lawyer's feed, without its address (only its hash is kept). */
export async function myCalendarFeed(db: Db, userId: number): Promise<CalendarFeed | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Makes the lawyer's feed, or renews it: a new random token whose hash replaces the old one in the
 * same statement, so the old address stops answering at once. The address is in this answer only.
 */
export async function createCalendarFeed(
  db: Db,
  userId: number,
  origin: string,
  now: Date,
): Promise<CreatedCalendarFeed> {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = now.toISOString();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: sha256(token), created_at: createdAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: sha256(token), created_at: createdAt }),
    )
    .execute();
  return { created_at: createdAt, url: `${origin}${calendarFeedPath(token)}` };
}

/** Revokes the lawyer's feed (none is fine): its address answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** `{token}.ics` of the path: the token, or null when the file name is not a token's. */
function tokenOf(file: string): string | null {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
  return token !== null && CALENDAR_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The feed behind a token: the tasks its lawyer owns or was chosen for, planned from the window's
 * first day on. An unknown, revoked or malformed token is the same 404; the token is found by its
 * hash through the unique index, so how long the answer takes says nothing about stored tokens.
 */
export async function calendarFeedText(db: Db, file: string, origin: string, now: Date): Promise<string> {
  const token = tokenOf(file);
  const feed =
    token === null
      ? undefined
      : await db
          .selectFrom('calendar_feeds as f')
          .innerJoin('users as u', 'u.id', 'f.user_id')
          .select('f.user_id')
          .where('f.token_hash', '=', sha256(token))
          .where('u.deleted', '=', 0)
          .executeTakeFirst();
  if (!feed) throw new HttpError(404, calendarAnswers.notFound);
  const tuning = await readTuning(db);
  const userId = feed.user_id;
  const tasks = await calendarTasks(db)
    .where((eb) => eb.or([eb('m.owner_id', '=', userId), eb('m.user_id', '=', userId)]))
    .where('m.plan_date', '>=', calendarWindowStart(now, tuning.takvim_gecmis_gun))
    .orderBy('m.plan_date')
    .orderBy('m.id')
    .execute();
  return writeCalendar(tasks, {
    viewerId: userId,
    origin,
    eventMinutes: tuning.takvim_etkinlik_dakika,
    publish: true,
  });
}

/** 'Takvime ekle': one task's file, for its two parties only (404 unknown, 403 anyone else). */
export async function missionCalendarText(
  db: Db,
  missionId: number,
  user: UserRow,
  origin: string,
): Promise<string> {
  await partyMission(db, missionId, user);
  const tasks = await calendarTasks(db).where('m.id', '=', missionId).execute();
  const tuning = await readTuning(db);
  return writeCalendar(tasks, {
    viewerId: user.id,
    origin,
    eventMinutes: tuning.takvim_etkinlik_dakika,
    publish: false,
  });
}
