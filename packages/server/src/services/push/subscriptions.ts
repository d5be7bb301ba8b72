import { PUSH_SUBSCRIPTION_INVALID, type PushSubscriptionJson } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';

/**
 * Only the browsers' push services may be a subscription's endpoint: the server POSTs to it, so
 * any other address would let a lawyer make the server call hosts of his choosing.
 */
function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Keeps the browser's subscription for this lawyer. The endpoint identifies the browser: sent again
 * (new keys, or another lawyer signing in on the same browser) it moves to this lawyer, so one
 * browser never receives two lawyers' pushes.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: number,
  subscription: PushSubscriptionJson,
  hosts: readonly string[],
  now: Date,
): Promise<void> {
  if (!isPushServiceEndpoint(subscription.endpoint, hosts)) {
    throw new HttpError(422, PUSH_SUBSCRIPTION_INVALID, {
      errors: { endpoint: [PUSH_SUBSCRIPTION_INVALID] },
    });
  }
  const values = {
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now.toISOString(),
  };
  await db
    .insertInto('push_subscriptions')
    .values(values)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: values.p256dh, auth: values.auth }),
    )
    .execute();
}

/** Removes the lawyer's own subscription at this endpoint; someone else's stays. */
export async function deleteSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
