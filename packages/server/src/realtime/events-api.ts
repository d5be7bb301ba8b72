import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
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

/**
 * An event as Pusher's HTTP API takes it, checked as its JSON schema did: the shape here, the
 * protocol's own rules (channel count and names, reserved names, size) in `checkEvent`, which
 * answers each with its own message.
 */
const eventSchema = z.object(
  {
    name: z
      .string({ error: 'Olay adı geçersiz.' })
      .min(1, { error: 'Olay adı geçersiz.' })
      .max(200, { error: 'Olay adı geçersiz.' }),
    data: z.string({ error: 'Olay verisi metin olmalıdır.' }),
    channels: z
      .array(z.string({ error: eventsApiMessages.badChannel }), { error: eventsApiMessages.badChannel })
      .optional(),
    channel: z.string({ error: eventsApiMessages.badChannel }).optional(),
    socket_id: z
      .string({ error: 'Bağlantı kimliği geçersiz.' })
      .regex(/^\d+\.\d+$/, { error: 'Bağlantı kimliği geçersiz.' })
      .optional(),
  },
  { error: 'İstek içeriği geçersiz.' },
);
type EventBody = z.infer<typeof eventSchema>;

const batchSchema = z.object(
  {
    batch: z
      .array(eventSchema, { error: 'Olay listesi geçersiz.' })
      .min(1, { error: 'Olay listesi boş olamaz.' })
      .max(pusherLimits.eventsPerBatch, {
        error: `Bir istekte en fazla ${pusherLimits.eventsPerBatch} olay gönderilebilir.`,
      }),
  },
  { error: 'İstek içeriği geçersiz.' },
);

const params = z.object({ appId: z.string() });
// Checked already by the signature hook; listed so the route documents what it takes.
const querystring = z.object(
  Object.fromEntries(
    ['auth_key', 'auth_timestamp', 'auth_version', 'body_md5', 'auth_signature'].map((name) => [
      name,
      z.string().optional(),
    ]),
  ),
);
const ok = { 200: z.object({}) };

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

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/apps/:appId/events',
    // Pusher's own HTTP API, signed its own way and documented by Pusher: not in our API reference.
    { schema: { hide: true, params, querystring, body: eventSchema, response: ok } },
    async (request) => {
      const event = request.body;
      const channels = checkEvent(event);
      await options.fanout.publish(channels, event.name, event.data, event.socket_id);
      return {};
    },
  );

  typed.post(
    '/apps/:appId/batch_events',
    { schema: { hide: true, params, querystring, body: batchSchema, response: ok } },
    async (request) => {
      const { batch } = request.body;
      // All checked before any is sent: a refused batch publishes nothing.
      const checked = batch.map((event) => ({ event, channels: checkEvent(event) }));
      for (const { event, channels } of checked) {
        await options.fanout.publish(channels, event.name, event.data, event.socket_id);
      }
      return {};
    },
  );
}
