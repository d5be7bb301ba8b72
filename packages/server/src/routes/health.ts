import { API_VERSION } from '@meslektas/domain';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { Fanout } from '../realtime/fanout.ts';
import type { FileStorage } from '../uploads/storage.ts';

/** A dependency that has not answered in this long counts as down for the readiness probe. */
const READY_TIMEOUT_MS = 2000;

function answers(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  return Promise.race([
    check.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export function healthRoutes(handle: DatabaseHandle, fanout: Fanout, storage: FileStorage) {
  return async function routes(app: FastifyInstance): Promise<void> {
    // The load balancer's probe (see the README), not a call of the API: left out of its reference.
    app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await sql`select 1`.execute(handle.db);
      } catch {
        return reply.status(503).send({ status: 'error', database: handle.kind, version: API_VERSION });
      }
      return { status: 'ok', database: handle.kind, version: API_VERSION };
    });

    // Readiness: may this process take traffic? The database answers, and Redis and the object
    // storage's bucket (HeadBucket) when configured.
    app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
      const [database, redis, objectStorage] = await Promise.all([
        answers(sql`select 1`.execute(handle.db)),
        app.config.redisUrl ? answers(fanout.ping()) : Promise.resolve(null),
        app.config.s3 ? answers(storage.ping()) : Promise.resolve(null),
      ]);
      const failed = [
        ...(database ? [] : ['database']),
        ...(redis === false ? ['redis'] : []),
        ...(objectStorage === false ? ['storage'] : []),
      ];
      if (failed.length > 0) return reply.status(503).send({ status: 'error', failed });
      return { status: 'ok' };
    });
  };
}
