import { isDigestWorthSending, istanbulDay } from '@meslektas/domain';
import type { Notifier } from '../notifier.ts';
import type { FileUrls } from '../../uploads/urls.ts';
import { readTuning } from '../constants.ts';
import type { Db, ServiceDeps } from '../deps.ts';
import { digestContent } from './content.ts';
import { renderDigestEmail } from './email.ts';
import { type DigestDelivery, scheduleDigest } from './schedule.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

/** What writing and sending a digest takes besides the clock: the mail, the site's address, the signer. */
interface DigestMailDeps {
  sendEmail: Notifier['sendEmail'];
  publicUrl: string;
  urls: Pick<FileUrls, 'signLasting'>;
}

/** The deliveries worker's `sendDigest`, on a database with a notifier that may be made later. */
export function digestSender(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'log'> & Omit<DigestMailDeps, 'sendEmail'> & { notifier: () => Notifier },
) {
  const { notifier, ...rest } = deps;
  return (delivery: DigestDelivery, send: boolean) =>
    sendDailyDigest(
      db,
      { ...rest, sendEmail: (...mail: Parameters<Notifier['sendEmail']>) => notifier().sendEmail(...mail) },
      delivery,
      send,
    );
}

/**
 * Runs one lawyer's morning: schedules tomorrow's first (so a failure below never ends the series),
 * then, when `send`, e-mails today's digest if he still wants it, his address is verified, his
 * account may be reached, the day is still today and the digest has something in it.
 */
async function sendDailyDigest(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'log'> & DigestMailDeps,
  delivery: DigestDelivery,
  send: boolean,
): Promise<void> {
  const now = deps.now();
  await db.transaction().execute((trx) => scheduleDigest(trx, delivery.userId, now));
  if (!send) return;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'digest_enabled', 'deleted', 'status', 'ban_message'])
    .where('id', '=', delivery.userId)
    .executeTakeFirst();
  const reachable =
    user !== undefined &&
    user.digest_enabled === 1 &&
    user.deleted === 0 &&
    user.status === 'active' &&
    !user.ban_message?.trim() &&
    !!user.email &&
    user.email_verified_at !== null;
  if (!reachable || istanbulDay(now) !== delivery.day) {
    deps.log.info(
      { user: delivery.userId, day: delivery.day },
      'daily digest not sent: not reachable or late',
    );
    return;
  }
  const content = await digestContent(db, user.id, now, await readTuning(db));
  if (
    !isDigestWorthSending({
      todayTasks: content.today.length,
      reportsDue: content.reportsDue.length,
      openNearby: content.openNearby,
    })
  ) {
    deps.log.info({ user: user.id, day: delivery.day }, 'daily digest not sent: nothing in it');
    return;
  }
  const mail = await renderDigestEmail(content, {
    site: deps.publicUrl,
    unsubscribe: unsubscribeUrl(deps, user.id),
  });
  await deps.sendEmail(user.email!, mail.subject, mail.text, { html: mail.html, headers: mail.headers });
}
