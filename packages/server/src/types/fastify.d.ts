import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Metrics } from '../plugins/metrics.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { Deliverer } from '../services/notifications/deliveries.ts';
import type { PushSender } from '../services/push/sender.ts';
import type { FileStorage } from '../uploads/storage.ts';
import type { FileUrls } from '../uploads/urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    broadcaster: Broadcaster;
    /** Web pushes to the lawyers' subscribed browsers, sent in the background. */
    push: PushSender;
    /** Deliveries that run after the request that wrote them (a new task to its audience). */
    deliveries: Deliverer;
    /** The operators' counters, served at `GET /metrics`. */
    metrics: Metrics;
    /** The clock every rule reads; tests replace it to cross time windows. */
    now: () => Date;
    /** What services take besides the database and their input (docs/decisions/012). */
    deps: ServiceDeps;
    /** The file storage and URL signer every upload route shares. */
    uploads: { storage: FileStorage; urls: FileUrls };
  }
}
