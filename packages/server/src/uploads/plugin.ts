import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import uploadRoutes from './routes.ts';
import { S3FileStorage } from './s3-storage.ts';
import { type FileStorage, LocalDiskStorage } from './storage.ts';

/** The store STORAGE_DRIVER names: an S3-compatible bucket, or the local disk under UPLOADS_DIR. */
export function createFileStorage(config: Pick<Config, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalDiskStorage(config.uploadsDir);
}

/**
 * The routes that serve files and take a new avatar (the storage and URL signer are `app.uploads`,
 * set by `buildApp`, which also hands the storage to the readiness probe). Feature routes that take
 * uploads call `registerUploadParsing` in a scope of their own, then
 * `saveUploadedImages(uploadDeps(app), request, …)`.
 */
async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(uploadRoutes);
}

export default fp(uploadsPlugin, { name: 'uploads' });
