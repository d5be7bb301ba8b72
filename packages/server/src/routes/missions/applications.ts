import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantList, selectUser } from '../../services/missions/applicants.ts';
import { confirmMission } from '../../services/missions/apply.ts';
import { pendingList } from '../../services/missions/pending.ts';
import { markMissionCreatedRead } from '../../services/notifications/list.ts';

export default async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const pending = async (request: FastifyRequest) => ({
    data: await pendingList(app.db, request.user, app.now()),
  });
  app.get('/global/pending', pending);
  app.get('/mission/pending', pending);

  app.get('/mission/clearPendingMissionsNotifications', async (request) => {
    const cleared = await markMissionCreatedRead(app.db, request.user.id, app.now());
    return { status: 'true', cleared };
  });

  app.post('/mission/confirmMission', async (request) => confirmMission(app, request.user, request.body));
  app.post('/application/getUsers', async (request) => applicantList(app, request.user, request.body));
  app.post('/application/selectUser', async (request) => selectUser(app, request.user, request.body));
}
