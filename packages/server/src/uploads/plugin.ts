import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import './deps.ts';
import uploadRoutes from './routes.ts';
import { S3FileStorage } from './s3-storage.ts';
import { type FileStorage, LocalDiskStorage } from './storage.ts';
import { createFileUrls, resolveSigningKey } from './urls.ts';

/** The store STORAGE_DRIVER names: an S3-compatible bucket, or the local disk under UPLOADS_DIR. */
export function createFileStorage(config: Pick<Config, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalDiskStorage(config.uploadsDir);
}

/**
 * The storage (made by the app, which also hands it to the readiness probe) and URL signer as
 * `app.uploads`, shared with the plugins registered after this one under /api, and the routes
 * that serve files and take a new avatar. Feature routes that take uploads call
 * `registerUploadParsing` in a scope of their own, then `saveUploadedImages(uploadDeps(app), request, …)`.
 */
async function uploadsPlugin(app: FastifyInstance, options: { storage: FileStorage }): Promise<void> {
  app.decorate('uploads', {
    storage: options.storage,
    urls: createFileUrls(await resolveSigningKey(app.db)),
  });
  app.addHook('onClose', async () => options.storage.close());
  await app.register(uploadRoutes);
}

export default fp(uploadsPlugin, { name: 'uploads' });
