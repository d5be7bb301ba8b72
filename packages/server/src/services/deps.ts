import type { Kysely } from 'kysely';
import type { Config, IyzicoConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { FileUrls } from '../uploads/urls.ts';
import type { OutgoingEvent } from './notifications/notify.ts';

/** The database every service takes first. */
export type Db = Kysely<Database>;

/** The log lines a service writes; pino's (Fastify's) logger has this shape. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What a service takes besides the database and its input (see docs/decisions/012). The app builds
 * it once (`app.deps`); a test may build its own. A service names the part it uses with `Pick`.
 */
export interface ServiceDeps {
  /** The clock every rule reads; tests replace it to cross time windows. */
  now: () => Date;
  log: Logger;
  /** Sends realtime events and web pushes once the change is stored; a failure is logged, never thrown. */
  publish(events: OutgoingEvent[]): Promise<void>;
  /** Sends an SMS through the account notifier (the outbox, and the SMS gateway when configured). */
  sendSms(to: string, body: string): Promise<void>;
  /** Wakes the deliveries worker after a commit that stored a delivery. */
  kickDeliveries(): void;
  /** The hours in which a task may be created (MISSION_HOURS); null: any time. */
  missionHours: Config['missionHours'];
  /** Signs links to stored files (the authority PDF). */
  urls: FileUrls;
  /** iyzico's credentials when configured: guaranteed payments then go through its marketplace. */
  iyzico?: IyzicoConfig | undefined;
}

/** What a change that others hear about takes: the clock, and the publisher for after the commit. */
export type ChangeDeps = Pick<ServiceDeps, 'now' | 'publish'>;
