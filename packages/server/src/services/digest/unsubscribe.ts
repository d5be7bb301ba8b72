import type { FileUrls } from '../../uploads/urls.ts';
import type { Db } from '../deps.ts';
import { dropPendingDigest } from './schedule.ts';

/** Where the e-mail's unsubscribe link and its one-click POST go (under /api). */
export const UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';

const subjectOf = (userId: number) => `digest-unsubscribe:${userId}`;

/** The lasting signed address that unsubscribes one lawyer, without signing in. */
export function unsubscribeUrl(
  deps: { publicUrl: string; urls: Pick<FileUrls, 'signLasting'> },
  userId: number,
): string {
  return `${deps.publicUrl}${UNSUBSCRIBE_PATH}?u=${userId}&t=${deps.urls.signLasting(subjectOf(userId))}`;
}

/** The lawyer the query's `u` and `t` sign for, or null when either is missing, forged or altered. */
export function unsubscriber(
  urls: Pick<FileUrls, 'verifyLasting'>,
  query: { u?: unknown; t?: unknown },
): number | null {
  const id = typeof query.u === 'string' && /^\d{1,10}$/.test(query.u) ? Number(query.u) : null;
  if (id === null || !urls.verifyLasting(subjectOf(id), query.t)) return null;
  return id;
}

/** Turns his digest off and drops the one waiting. Doing it twice is the same as once. */
export async function unsubscribeDigest(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ digest_enabled: 0, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await dropPendingDigest(trx, userId);
  });
}
