import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { courthouseAudience, createMission } from '../../services/missions/create.ts';

export default async function createRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.missions.create, ({ body }, request) => createMission(app.db, app.deps, request.user, body));

  route(app, api.missions.checkAdliyeUsers, async ({ params }, request) => ({
    status: 'true' as const,
    count: await courthouseAudience(app.db, params.adliyeId, request.user.id),
  }));
}
