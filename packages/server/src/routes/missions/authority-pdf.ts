import type { FastifyInstance } from 'fastify';
import { fileRouteSchema } from '../../plugins/contract.ts';
import { HttpError } from '../../errors.ts';
import {
  authorityPdfFacts,
  authorityPdfMessages,
  authorityPdfPath,
  renderAuthorityPdf,
} from '../../services/missions/authority-pdf.ts';

/**
 * GET /mission/:id/yetkibelgesi.pdf: the owner's authority document issued for one task, for its
 * assignee only. A link opens it without a token through the signed address the task detail hands
 * the assignee (like private images, decision 006); a bearer request must come from the assignee.
 * Everyone else, and a task without a document, gets the same 404. It is a file, not JSON, so it
 * lives beside the files route rather than in the contract.
 */
export default async function authorityPdfRoutes(app: FastifyInstance): Promise<void> {
  const schema = fileRouteSchema({
    operationId: 'missions.authorityPdf',
    summary: 'Görev için verilen yetki belgesi (PDF), yalnız atanan avukata: imzalı adresle veya tokenla',
    tag: 'Görevler',
    produces: 'application/pdf',
  });
  app.get('/mission/:id/yetkibelgesi.pdf', { schema }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
    const raw = (request.params as { id: string }).id;
    const missionId = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    if (missionId === undefined) throw new HttpError(404, authorityPdfMessages.notFound);
    const { exp, sig } = request.query as Record<string, unknown>;
    let assigneeId: number | undefined;
    if (!app.uploads.urls.verifyPath(authorityPdfPath(missionId), exp, sig, app.now())) {
      if (!request.headers.authorization) throw new HttpError(404, authorityPdfMessages.notFound);
      await app.authenticate(request, reply);
      assigneeId = request.user.id;
    }
    const facts = await authorityPdfFacts(app.db, missionId, assigneeId);
    if (!facts) throw new HttpError(404, authorityPdfMessages.notFound);
    const pdf = await renderAuthorityPdf(facts, app.now());
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="yetki-belgesi-${missionId}.pdf"`)
      .header('Content-Length', pdf.length)
      .send(pdf);
  });
}
