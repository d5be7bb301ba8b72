import { GENERIC_INVALID_DATA_MESSAGE, toFieldErrors } from '@meslektas/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { HttpError } from '../errors.ts';

export const GENERIC_SERVER_ERROR = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';

const messagesByCode: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'İstek gövdesi geçerli bir JSON değil.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'İstek gövdesi boş olamaz.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'İstek gövdesi çok büyük.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Desteklenmeyen içerik türü.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'İçerik uzunluğu geçersiz.' },
};

/**
 * Every error answer: its body with the request's id (the same as in the `X-Request-Id` header and
 * on the log lines), so a lawyer who quotes it to support names the one request. The header is set
 * here too: a request refused before routing (a bad URL) never reaches the hook that sets it.
 */
export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  const requestId = reply.request.id;
  return reply
    .status(status)
    .header('x-request-id', requestId)
    .send({ ...body, requestId });
}

/** The one error handler: 4xx carry Turkish text, 5xx are logged and answered generically. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return sendError(reply, err.statusCode, { message: err.message, ...err.extra });
    }
    // By name too: a second copy of zod in the tree would make instanceof miss.
    if (err instanceof ZodError || err.name === 'ZodError') {
      return sendError(reply, 422, {
        message: GENERIC_INVALID_DATA_MESSAGE,
        errors: toFieldErrors(err as ZodError),
      });
    }
    const known = err.code ? messagesByCode[err.code] : undefined;
    if (known) return sendError(reply, known.status, { message: known.message });
    if (err.validation) {
      return sendError(reply, 422, { message: GENERIC_INVALID_DATA_MESSAGE, errors: {} });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { message: 'İstek işlenemedi.' });
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return sendError(reply, 500, { message: GENERIC_SERVER_ERROR });
  });
}
