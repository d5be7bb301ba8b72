import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { sendComplaint } from '../../services/support/complaints.ts';
import { uploadDeps } from '../../plugins/deps.ts';
import { registerUploadParsing, uploadReader } from '../../uploads/multipart.ts';

/** The suggestion, bug report and complaint form; a scope of its own for multipart parsing. */
export default async function supportRoutes(app: FastifyInstance): Promise<void> {
  await registerUploadParsing(app);
  const deps = uploadDeps(app);
  route(app, api.support.sendComplaint, (_input, request) =>
    sendComplaint(deps, uploadReader(request), request.user.id),
  );
}
