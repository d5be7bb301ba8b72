import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** An external Pusher-compatible server's websocket origin (wss://host:port) the app connects to. */
  websocketOrigin: string | null;
}

/** A year, the least that HSTS preload lists accept. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * One policy for every answer: the built app, its service worker, the operator console and the API
 * reference (swagger-ui) all load their scripts from this origin, none inline. Styles may be inline:
 * React's style props, the scroll lock of the dialogs and the toasts write style elements, and the
 * agreement's sandboxed srcdoc frame (which inherits this policy) styles its body.
 */
function directives({ websocketOrigin }: SecurityHeadersOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the activity feed's icons; blob: previews of a picked photo; https: pictures that
    // operators put into notices and FAQ answers (the sanitiser keeps <img> with http(s) sources).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the API and, for an http(s) page, the realtime websocket on the same host.
    'connect-src': ["'self'", ...(websocketOrigin ? [websocketOrigin] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (pages, API, files, the 404 fallback). HSTS is sent only on a
 * request that arrived over https, as the trusted proxy reports it (TRUST_PROXY): sent over plain
 * http it would be ignored, and `pnpm start` on a laptop is plain http.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
