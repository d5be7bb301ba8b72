import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './deps.ts';
import uploadRoutes from './routes.ts';
import { LocalDiskStorage } from './storage.ts';
import { createFileUrls, resolveSigningKey } from './urls.ts';

/**
 * The storage (local disk under UPLOADS_DIR) and URL signer as `app.uploads`, shared with the
 * plugins registered after this one under /api, and the routes that serve files and take a new
 * avatar. Feature routes that take uploads call `registerUploadParsing` in a scope of their own,
 * then `saveUploadedImages(uploadDeps(app), request, …)`.
 */
async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('uploads', {
    storage: new LocalDiskStorage(app.config.uploadsDir),
    urls: createFileUrls(await resolveSigningKey(app.db)),
  });
  await app.register(uploadRoutes);
}

export default fp(uploadsPlugin, { name: 'uploads' });
