import type { FastifyInstance } from 'fastify';

export default async function missionsRoutes(_app: FastifyInstance): Promise<void> {}
