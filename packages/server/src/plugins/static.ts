import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Serves the built app and falls back to index.html for client routes; /api stays JSON.
 * Without a build the fallback page says how to make one.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Hashed bundles never change; the service worker, its registration and the manifest must
      // be checked on every load, or a fixed release would wait for a cache to expire.
      setHeaders(reply: FastifyReply, filePath: string) {
        const name = path.relative(staticDir, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (name.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return sendError(reply, 404, { message: 'Aradığınız kaynak bulunamadı.' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'Uygulama derlenmemiş. Önce `pnpm start` ya da `pnpm --filter @meslektas/app build` çalıştırın.',
        );
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
