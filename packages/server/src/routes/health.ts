import { API_VERSION } from '@meslektas/domain';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';

export function healthRoutes(handle: DatabaseHandle) {
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
  };
}
