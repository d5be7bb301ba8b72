import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    config: Config;
    broadcaster: Broadcaster;
    /** The clock every rule reads; tests replace it to cross time windows. */
    now: () => Date;
  }
}
