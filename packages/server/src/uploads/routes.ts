import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PDF_MIME_TYPE, api } from '@meslektas/domain';
import { fileRouteSchema, route } from '../plugins/contract.ts';
import { HttpError } from '../errors.ts';
import { submitAvatar } from './avatar.ts';
import { uploadDeps } from '../plugins/deps.ts';
import { type FileViewer, openViewableFile } from './files.ts';
import { registerUploadParsing } from './multipart.ts';
import { isStorageKey } from './storage.ts';

const FILE_NOT_FOUND_MESSAGE = 'Dosya bulunamadı.';

/** A year: a key never names other bytes, so a public file never changes. */
const PUBLIC_MAX_AGE = 31_536_000;

/**
 * GET /files/:key serves a file to whoever may see it (see docs/decisions/006-file-uploads.md):
 * anyone for a public file, the entitled users (bearer token) or holders of a signed URL for a
 * private one, a 404 to everyone else. POST /user/update/avatar takes a new profile photo.
 */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await registerUploadParsing(app);
  const deps = uploadDeps(app);

  /** A live signature, or else the signed-in user when the request carries a valid token. */
  async function viewer(request: FastifyRequest, reply: FastifyReply, key: string): Promise<FileViewer> {
    const { exp, sig } = request.query as Record<string, unknown>;
    if (deps.urls.verify(key, exp, sig, deps.now())) return { signed: true, userId: undefined };
    if (!request.headers.authorization) return { signed: false, userId: undefined };
    try {
      await app.authenticate(request, reply);
      return { signed: false, userId: request.user.id };
    } catch {
      // A bad token is no error here: the file may be public, and a hidden one answers 404 anyway.
      return { signed: false, userId: undefined };
    }
  }

  const schema = fileRouteSchema({
    operationId: 'files.get',
    summary:
      'Bir dosyayı açar: herkese açık dosya, imzalı adres veya dosyayı görmeye yetkili avukatın tokenı',
    tag: 'Dosyalar',
    produces: '*/*',
  });
  app.get('/files/:key', { schema }, async (request, reply) => {
    const { key } = request.params as { key: string };
    reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
    const found = isStorageKey(key)
      ? await openViewableFile(deps, key, await viewer(request, reply, key))
      : undefined;
    if (!found) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    const { file, object } = found;
    reply
      // A PDF is downloaded, never shown by the browser on this origin; images open in place.
      .header(
        'Content-Disposition',
        file.content_type === PDF_MIME_TYPE ? `attachment; filename="${key}"` : 'inline',
      )
      // Opened on its own, the file can run nothing even if a browser were fooled into rendering it.
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .type(file.content_type);
    if (file.visibility === 'public') {
      const etag = `"${file.storage_key}"`;
      reply.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE}, immutable`).header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        object.body.destroy();
        return reply.status(304).send();
      }
    }
    return reply.header('Content-Length', object.size).send(object.body);
  });

  route(app, api.profile.updateAvatar, (_input, request) => submitAvatar(deps, request, request.user.id));
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
