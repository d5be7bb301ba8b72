import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  answerCancelRequest,
  cancelRequestInfo,
  createCancelRequest,
} from '../../services/cancel-requests/cancel-requests.ts';

/** Cancel requests and their answers (spec §7.2). */
export default async function cancelRequestRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.cancelRequests.info, async (_input, request) => ({
    data: { data: await cancelRequestInfo(app.db, app.deps, request.user) },
  }));
  route(app, api.cancelRequests.create, ({ body }, request) =>
    createCancelRequest(app.db, app.deps, request.user, body),
  );
  route(app, api.cancelRequests.confirm, ({ body }, request) =>
    answerCancelRequest(app.db, app.deps, request.user, body),
  );
}
