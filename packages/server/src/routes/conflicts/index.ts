import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { listDisputes, openDispute, readDispute, sendDisputeMessage } from '../../services/disputes/party.ts';
import { disputeDeps } from '../../plugins/deps.ts';
import { registerUploadParsing, uploadReader } from '../../uploads/multipart.ts';

/** The dispute desk; a scope of its own for multipart parsing (its GETs carry no body). */
export default async function conflictRoutes(app: FastifyInstance): Promise<void> {
  await registerUploadParsing(app);
  const deps = disputeDeps(app);
  route(app, api.conflicts.list, async (_input, request) => ({
    data: await listDisputes(deps, request.user.id),
  }));
  route(app, api.conflicts.create, (_input, request) =>
    openDispute(deps, uploadReader(request), request.user.id),
  );
  route(app, api.conflicts.detail, async ({ params }, request) => ({
    data: await readDispute(deps, params.id, request.user.id),
  }));
  route(app, api.conflicts.sendMessage, ({ params }, request) =>
    sendDisputeMessage(deps, uploadReader(request), params.id, request.user.id),
  );
}
