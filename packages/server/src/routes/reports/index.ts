import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { uploadDeps } from '../../plugins/deps.ts';
import {
  type ReportDeps,
  acceptReport,
  answerReportQuestion,
  askReportQuestion,
  fileReport,
  readReport,
} from '../../services/reports/reports.ts';
import { registerUploadParsing, uploadReader } from '../../uploads/multipart.ts';

/** A task's outcome report: read, filed (multipart, in a scope of its own), accepted, one question and its answer. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const deps: ReportDeps = {
    ...uploadDeps(app),
    publish: app.deps.publish,
    log: app.log,
    notifier: app.notifier,
  };
  const calls = api.reports;
  route(app, calls.read, async ({ params }, request) => ({
    data: await readReport(deps, params.id, request.user.id),
  }));
  route(app, calls.accept, ({ params }, request) => acceptReport(deps, params.id, request.user.id));
  route(app, calls.question, ({ params, body }, request) =>
    askReportQuestion(deps, params.id, request.user.id, body.question),
  );
  route(app, calls.answer, ({ params, body }, request) =>
    answerReportQuestion(deps, params.id, request.user.id, body.answer),
  );
  await app.register(async (uploads) => {
    await registerUploadParsing(uploads);
    route(uploads, calls.file, ({ params }, request) =>
      fileReport(deps, uploadReader(request), params.id, request.user.id),
    );
  });
}
