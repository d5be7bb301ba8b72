import {
  type DigestSettings,
  type DigestUpdatePayload,
  type Tuning,
  digestTimeChoices,
  digestTimeMessage,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { readTuning } from '../constants.ts';
import type { Db } from '../deps.ts';
import { digestTimeOf, scheduleDigest } from './schedule.ts';

const digestSettingsMessages = {
  needsEmail: 'Günlük özet için önce e-posta adresinizi doğrulayınız.',
} as const;

type DigestUser = Pick<UserRow, 'id' | 'email' | 'email_verified_at' | 'digest_enabled' | 'digest_time'>;

/** The times a lawyer may pick now, from the constants. */
const choicesOf = (tuning: Pick<Tuning, 'gunluk_ozet_ilk_saat' | 'gunluk_ozet_son_saat'>) =>
  digestTimeChoices(tuning.gunluk_ozet_ilk_saat, tuning.gunluk_ozet_son_saat);

async function settingsOf(db: Db, user: DigestUser): Promise<DigestSettings> {
  const emailVerified = !!user.email && user.email_verified_at !== null;
  const next =
    user.digest_enabled === 1 && emailVerified
      ? await db
          .selectFrom('deliveries')
          .select('due_at')
          .where('kind', '=', 'daily_digest')
          .where('user_id', '=', user.id)
          .where('state', '=', 'pending')
          .orderBy('due_at')
          .executeTakeFirst()
      : undefined;
  return {
    enabled: user.digest_enabled === 1,
    time: digestTimeOf(user),
    times: choicesOf(await readTuning(db)),
    email: user.email || null,
    emailVerified,
    nextAt: next?.due_at ?? null,
  };
}

/** The signed-in lawyer's digest settings. */
export async function digestSettingsOf(db: Db, userId: number): Promise<DigestSettings> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'digest_enabled', 'digest_time'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return settingsOf(db, user);
}

/**
 * Turns the digest on or off and sets its time; the waiting one moves to the new time or is
 * dropped in the same transaction. Turning it on needs a verified e-mail address (422 otherwise);
 * turning it off never does.
 */
export async function updateDigest(
  db: Db,
  userId: number,
  input: DigestUpdatePayload,
  now: Date,
): Promise<DigestSettings> {
  const choices = choicesOf(await readTuning(db));
  // A time picked earlier and since left outside the range may be kept, but not newly chosen.
  const user = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at', 'digest_time'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!choices.includes(input.time) && input.time !== current.digest_time)
      throw fieldError('time', digestTimeMessage(choices));
    if (input.enabled && (!current.email || current.email_verified_at === null))
      throw fieldError('enabled', digestSettingsMessages.needsEmail);
    const updated = await trx
      .updateTable('users')
      .set({ digest_enabled: input.enabled ? 1 : 0, digest_time: input.time, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .returning(['id', 'email', 'email_verified_at', 'digest_enabled', 'digest_time'])
      .executeTakeFirstOrThrow();
    await scheduleDigest(trx, userId, now);
    return updated;
  });
  return settingsOf(db, user);
}
