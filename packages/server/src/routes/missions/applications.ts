import { api } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { applicantList, selectUser } from '../../services/missions/applicants.ts';
import { confirmMission } from '../../services/missions/apply.ts';
import { pendingList } from '../../services/missions/pending.ts';
import { markMissionCreatedRead } from '../../services/notifications/list.ts';

export default async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const pending = async (request: FastifyRequest) => ({
    data: await pendingList(app.db, request.user, app.now()),
  });
  route(app, api.missions.pending, (_input, request) => pending(request));
  route(app, api.missions.pendingAlias, (_input, request) => pending(request));

  route(app, api.missions.clearPendingNotifications, async (_input, request) => {
    const cleared = await markMissionCreatedRead(app.db, request.user.id, app.now());
    return { status: 'true' as const, cleared };
  });

  route(app, api.missions.confirm, ({ body }, request) =>
    confirmMission(app.db, app.deps, request.user, body),
  );
  route(app, api.missions.applicants, ({ body }, request) =>
    applicantList(app.db, app.deps, request.user, body),
  );
  route(app, api.missions.selectUser, ({ body }, request) =>
    selectUser(app.db, app.deps, request.user, body),
  );
}
