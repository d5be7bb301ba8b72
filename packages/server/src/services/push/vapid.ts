import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const vapidKeyName = 'web_push_vapid_keys';

/**
 * The configured VAPID pair, or one generated at first start and kept in app_meta: browsers
 * subscribe against the public key, so it must outlive restarts and be the same in every process
 * on the same database (the same way as the realtime secret).
 */
export async function resolveVapidDetails(
  db: Kysely<Database>,
  config: Pick<Config, 'vapidKeys' | 'vapidSubject'>,
): Promise<VapidDetails> {
  if (config.vapidKeys) return { subject: config.vapidSubject, ...config.vapidKeys };
  const read = () =>
    db.selectFrom('app_meta').select('value').where('key', '=', vapidKeyName).executeTakeFirst();
  let stored = await read();
  if (!stored) {
    const keys = webpush.generateVAPIDKeys();
    await db
      .insertInto('app_meta')
      .values({ key: vapidKeyName, value: JSON.stringify(keys) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    // Read back rather than trust our insert: another process may have won the race.
    stored = await read();
  }
  const keys = JSON.parse(stored!.value) as { publicKey: string; privateKey: string };
  return { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };
}
