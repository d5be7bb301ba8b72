import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sendError } from './errors.ts';

/** Turkish answers for requests that fail before any route sees them. */
export const clientErrorMessages = {
  badUrl: 'İstek adresi geçersiz.',
  uriTooLong: 'İstek adresi çok uzun.',
  headersTooLarge: 'İstek başlıkları çok büyük.',
  timeout: 'İstek zaman aşımına uğradı.',
  malformed: 'İstek okunamadı.',
} as const;

const frameworkAnswers: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: clientErrorMessages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: clientErrorMessages.uriTooLong },
};

/** Bad URLs and over-long path parameters: answered like every other 4xx, in Turkish JSON. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = frameworkAnswers[error.code] ?? { status: 400, message: clientErrorMessages.malformed };
  void sendError(reply, known.status, { message: known.message });
}

/**
 * Errors Node's HTTP parser meets before Fastify has a request (a header block too large, a
 * timeout, bytes that are not HTTP): a Turkish JSON body and `Connection: close`, because the
 * socket is closed right after and a keep-alive client must not reuse it.
 */
function clientErrorHandler(
  this: { log: { trace: (o: object, m: string) => void } },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, clientErrorMessages.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, clientErrorMessages.timeout]
        : [400, clientErrorMessages.malformed];
  this.log.trace({ err }, 'client error');
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export const clientErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
