import type { FastifyInstance } from 'fastify';

/** The Pusher-protocol endpoint (`/app/{key}`), channel auth and the HTTP events API. */
export default async function realtimePlugin(_app: FastifyInstance): Promise<void> {}
