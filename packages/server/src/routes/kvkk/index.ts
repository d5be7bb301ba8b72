import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import { deleteAccount } from '../../services/kvkk/deletion.ts';
import { buildKvkkExport } from '../../services/kvkk/export.ts';
import { uploadDeps } from '../../plugins/deps.ts';

/** 'Verilerim ve Hesabım': the lawyer's copy of his data, and deleting his account. */
export default async function kvkkRoutes(app: FastifyInstance): Promise<void> {
  const deps = uploadDeps(app);
  route(app, api.kvkk.exportData, async (_input, request, reply) => {
    const file = await buildKvkkExport(deps, request.user.id);
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.bytes;
  });
  route(app, api.kvkk.deleteAccount, async ({ body }, request) => ({
    status: 'true' as const,
    message: await deleteAccount(deps, request.user, body.password),
  }));
}
