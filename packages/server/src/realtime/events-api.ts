import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import type { Fanout } from './fanout.ts';
import { isValidChannelName, pusherLimits, verifySignedRequest } from './signatures.ts';

export const eventsApiMessages = {
  appNotFound: 'Uygulama bulunamadı.',
  badJson: 'İstek gövdesi geçerli bir JSON değil.',
  noChannels: 'En az bir kanal belirtilmelidir.',
  tooManyChannels: 'Bir olay en fazla 100 kanala gönderilebilir.',
  badChannel: 'Kanal adı geçersiz.',
  reservedName: 'pusher: ile başlayan olay adları ayrılmıştır.',
  tooLarge: 'Olay verisi 10 KB sınırını aşıyor.',
} as const;

export interface EventsApiOptions {
  appId: string;
  appKey: string;
  secret: () => string;
  fanout: Fanout;
}

interface EventBody {
  name: string;
  data: string;
  channels?: string[];
  channel?: string;
  socket_id?: string;
}

const eventSchema = {
  type: 'object',
  required: ['name', 'data'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    data: { type: 'string' },
    channels: { type: 'array', items: { type: 'string' } },
    channel: { type: 'string' },
    socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$' },
  },
} as const;

/** Checks one event as Pusher's HTTP API does, and returns the channels it goes to. */
function checkEvent(event: EventBody): string[] {
  const channels = event.channels ?? (event.channel === undefined ? [] : [event.channel]);
  if (channels.length === 0) throw new HttpError(422, eventsApiMessages.noChannels);
  if (channels.length > pusherLimits.channelsPerEvent)
    throw new HttpError(422, eventsApiMessages.tooManyChannels);
  if (!channels.every(isValidChannelName)) throw new HttpError(422, eventsApiMessages.badChannel);
  if (/^pusher[:_]/.test(event.name)) throw new HttpError(422, eventsApiMessages.reservedName);
  if (Buffer.byteLength(event.data) > pusherLimits.dataBytes)
    throw new HttpError(413, eventsApiMessages.tooLarge);
  return channels;
}

/** Pusher's HTTP events API on the built-in endpoint, so Pusher server SDKs can publish to it. */
export async function eventsApi(app: FastifyInstance, options: EventsApiOptions): Promise<void> {
  // The signature covers the body's MD5, so the exact bytes received must be kept.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(new HttpError(400, eventsApiMessages.badJson), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const { appId } = request.params as { appId: string };
    if (appId !== options.appId) throw new HttpError(404, eventsApiMessages.appNotFound);
    const check = verifySignedRequest({
      key: options.appKey,
      secret: options.secret(),
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, unknown>,
      body: rawBodies.get(request) ?? '',
      // Transport signatures follow the wall clock, not the app's (tests move that one).
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!check.ok) throw new HttpError(401, check.reason);
  });

  const params = { type: 'object', required: ['appId'], properties: { appId: { type: 'string' } } } as const;
  // Checked already by the signature hook; listed so the route documents what it takes.
  const querystring = {
    type: 'object',
    properties: Object.fromEntries(
      ['auth_key', 'auth_timestamp', 'auth_version', 'body_md5', 'auth_signature'].map((name) => [
        name,
        { type: 'string' },
      ]),
    ),
  } as const;
  const ok = { 200: { type: 'object', properties: {} } } as const;

  app.post(
    '/apps/:appId/events',
    { schema: { params, querystring, body: eventSchema, response: ok } },
    async (request) => {
      const event = request.body as EventBody;
      const channels = checkEvent(event);
      await options.fanout.publish(channels, event.name, event.data, event.socket_id);
      return {};
    },
  );

  app.post(
    '/apps/:appId/batch_events',
    {
      schema: {
        params,
        querystring,
        body: {
          type: 'object',
          required: ['batch'],
          properties: {
            batch: { type: 'array', minItems: 1, maxItems: pusherLimits.eventsPerBatch, items: eventSchema },
          },
        },
        response: ok,
      },
    },
    async (request) => {
      const { batch } = request.body as { batch: EventBody[] };
      // All checked before any is sent: a refused batch publishes nothing.
      const checked = batch.map((event) => ({ event, channels: checkEvent(event) }));
      for (const { event, channels } of checked) {
        await options.fanout.publish(channels, event.name, event.data, event.socket_id);
      }
      return {};
    },
  );
}
