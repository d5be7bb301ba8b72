import type { Agent } from 'node:https';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../deps.ts';
import type { VapidDetails } from './vapid.ts';

/** What the service worker shows: the notification's title and text, and the page its click opens. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** A later push with the same tag replaces the earlier one on the device. */
  tag: string;
}

export interface PushMessage {
  userIds: number[];
  payload: PushPayload;
  /** Seconds the push service keeps trying to deliver it (a new task is worth 15 minutes). */
  ttl: number;
}

export interface PushSenderOptions {
  db: Kysely<Database>;
  log: Logger;
  vapid: VapidDetails;
  /** For a push service with a private certificate (tests); unset: Node's default agent. */
  agent?: Agent;
}

// Enough to keep a slow push service from holding up the others, few enough not to flood it.
const PARALLEL = 8;
const CHUNK = 500;
const TIMEOUT_MS = 10_000;

/**
 * Sends web pushes in the background: `send` returns at once, so a request never waits for (or
 * fails because of) a push service. A 404 or 410 means the browser dropped the subscription, so it
 * is deleted; any other failure is logged and the push is lost (the notification is in the list).
 */
export class PushSender {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: PushSenderOptions) {}

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  send(message: PushMessage): void {
    if (message.userIds.length === 0) return;
    const job = this.deliver(message)
      .catch((err: unknown) => this.options.log.error({ err }, 'web push failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every push started so far has been handled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(message: PushMessage): Promise<void> {
    const body = JSON.stringify(message.payload);
    for (let i = 0; i < message.userIds.length; i += CHUNK) {
      const subscriptions = await this.options.db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', 'in', message.userIds.slice(i, i + CHUNK))
        .orderBy('id')
        .execute();
      for (let j = 0; j < subscriptions.length; j += PARALLEL) {
        await Promise.all(
          subscriptions.slice(j, j + PARALLEL).map((s) => this.sendOne(s, body, message.ttl)),
        );
      }
    }
  }

  private async sendOne(
    s: { id: number; endpoint: string; p256dh: string; auth: string },
    body: string,
    ttl: number,
  ): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        body,
        {
          vapidDetails: this.options.vapid,
          TTL: ttl,
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        await this.options.db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
        this.options.log.info({ subscriptionId: s.id, status }, 'web push subscription gone; deleted');
        return;
      }
      this.options.log.warn({ err, subscriptionId: s.id, status }, 'web push not delivered');
    }
  }
}
