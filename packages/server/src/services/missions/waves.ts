import { waveAccess, waveRefusalMessage } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { presentCourthouse } from '../presence/presence.ts';
import { type AudienceTarget, audienceQuery } from './audience.ts';

/**
 * Priority waves on the server (domain's rules/waves.ts): who is in a task's first wave, where a
 * viewer is present now, and the refusal of an application before one's wave.
 */

/**
 * The lawyers of a task's audience present at its courthouse now, ids ascending: its first wave.
 * Empty for a task without a courthouse.
 */
export async function presentAudience(
  db: Kysely<Database>,
  target: AudienceTarget,
  now: Date,
): Promise<number[]> {
  const adliyeId = target.adliye_id;
  if (adliyeId === null) return [];
  // Driven by the courthouse's presences (an index), not by a scan of every lawyer.
  const rows = await audienceQuery(db, target)
    .where('u.id', 'in', (eb) =>
      eb
        .selectFrom('presences as p')
        .select('p.user_id')
        .where('p.adliye_id', '=', adliyeId)
        .where('p.expires_at', '>', now.toISOString()),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** An application before the viewer's wave: 403, saying when he may apply. */
export async function assertWaveOpen(
  db: Kysely<Database>,
  mission: { adliye_id: number | null; opens_to_all_at: string | null },
  userId: number,
  now: Date,
): Promise<void> {
  if (mission.opens_to_all_at === null || new Date(mission.opens_to_all_at) <= now) return;
  const present =
    mission.adliye_id !== null && (await presentCourthouse(db, userId, now)) === mission.adliye_id;
  const access = waveAccess({ opensToAllAt: mission.opens_to_all_at }, present, now);
  if (access.open) return;
  throw new HttpError(403, waveRefusalMessage(access.secondsLeft), { error: 'first_wave' });
}
