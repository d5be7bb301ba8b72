import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { counterpartDocument, missionDetail } from '../../services/missions/detail.ts';
import { cancelMission, markAsCompleted, newComment } from '../../services/missions/progress.ts';

export default async function progressRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.missions.detail, async ({ body }, request) => ({
    data: await missionDetail(app.db, app.deps, request.user, body),
  }));
  route(app, api.missions.authorityDocument, async ({ params }, request) => ({
    data: await counterpartDocument(app.db, request.user, params.id),
  }));
  route(app, api.missions.markAsCompleted, ({ params }, request) =>
    markAsCompleted(app.db, app.deps, request.user, params),
  );
  route(app, api.missions.newComment, ({ body }, request) =>
    newComment(app.db, app.deps, request.user, body),
  );
  route(app, api.missions.cancel, ({ body }, request) => cancelMission(app.db, app.deps, request.user, body));
}
