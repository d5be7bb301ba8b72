import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import uploadRoutes from './routes.ts';

/**
 * The routes that serve files and take a new avatar (the storage and URL signer are `app.uploads`,
 * set by `buildApp`). Feature routes that take uploads call `registerUploadParsing` in a scope of their own,
 * then `saveUploadedImages(uploadDeps(app), request, …)`.
 */
async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes);
}

export default fp(uploadsPlugin, { name: 'uploads' });
