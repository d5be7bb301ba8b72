import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsApiMessages } from '../../src/realtime/events-api.ts';
import { signRequestQuery } from '../../src/realtime/signatures.ts';
import { withoutRequestId } from '../helpers/contract.ts';
import { type ListeningApp, RawClient, appId, appKey, appSecret, sleep, startApp } from './harness.ts';

function sdk(port: number, overrides: Partial<{ appId: string; key: string; secret: string }> = {}): Pusher {
  return new Pusher({
    appId,
    key: appKey,
    secret: appSecret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
    ...overrides,
  });
}

async function subscribed(port: number, channel: string): Promise<RawClient> {
  const client = await RawClient.open(port);
  await client.socketId();
  client.send({ event: 'pusher:subscribe', data: { channel } });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

function post(port: number, path: string, body: string, query: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** {@link post} signed with the app's key and secret at `signedAt` (seconds), as the SDK signs. */
function postSigned(port: number, path: string, body: string, signedAt = nowSeconds()): Promise<Response> {
  return post(port, path, body, signRequestQuery(appKey, appSecret, 'POST', path, body, signedAt));
}

describe('the Pusher HTTP events API of the built-in endpoint', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts an event triggered by the pusher server SDK and delivers it', async () => {
    const client = await subscribed(server.port, 'sdk-kanali');
    const response = await sdk(server.port).trigger('sdk-kanali', 'gorev-olusturuldu', { missionId: 7 });
    expect(response.status).toBe(200);
    const event = await client.next('gorev-olusturuldu');
    expect(JSON.parse(event.data as string)).toEqual({ missionId: 7 });
    client.close();
  });

  it('accepts a batch from the SDK and delivers every event', async () => {
    const client = await subscribed(server.port, 'toplu');
    await sdk(server.port).triggerBatch([
      { channel: 'toplu', name: 'bir', data: { n: 1 } },
      { channel: 'toplu', name: 'iki', data: { n: 2 } },
    ]);
    await client.next('iki');
    const events = client.messages.filter((m) => m.channel === 'toplu' && !m.event.startsWith('pusher'));
    expect(events.map((m) => m.event)).toEqual(['bir', 'iki']);
    client.close();
  });

  it('leaves out the socket named in socket_id', async () => {
    const [author, other] = await Promise.all([
      subscribed(server.port, 'haric'),
      subscribed(server.port, 'haric'),
    ]);
    await sdk(server.port).trigger('haric', 'olay', {}, { socket_id: await author.socketId() });
    await other.next('olay');
    await sleep(100);
    expect(author.messages.some((m) => m.event === 'olay')).toBe(false);
    author.close();
    other.close();
  });

  it('rejects a request signed with the wrong secret and delivers nothing', async () => {
    const client = await subscribed(server.port, 'imzali');
    const failure = await sdk(server.port, { secret: 'yanlis-gizli' })
      .trigger('imzali', 'olay', {})
      .then(
        () => undefined,
        (err: { status?: number; body?: string }) => err,
      );
    expect(failure?.status).toBe(401);
    // The SDK's error keeps the body but not the headers: only the id's presence can be checked.
    expect(JSON.parse(failure?.body ?? '{}')).toEqual({
      message: 'İstek imzası geçersiz.',
      requestId: expect.stringMatching(/\S/),
    });
    await sleep(100);
    expect(client.messages.some((m) => m.event === 'olay')).toBe(false);
    client.close();
  });

  it('rejects a body changed after signing (body_md5)', async () => {
    const path = `/apps/${appId}/events`;
    const signed = JSON.stringify({ name: 'olay', channels: ['a'], data: '{}' });
    const query = signRequestQuery(appKey, appSecret, 'POST', path, signed, nowSeconds());
    const res = await post(server.port, path, signed.replace('"a"', '"b"'), query);
    expect(res.status).toBe(401);
    expect(withoutRequestId(await res.json(), res.headers.get('x-request-id'))).toEqual({
      message: 'body_md5 istek gövdesiyle uyuşmuyor.',
    });
  });

  it('rejects a request signed more than ten minutes ago', async () => {
    const path = `/apps/${appId}/events`;
    const body = JSON.stringify({ name: 'olay', channels: ['a'], data: '{}' });
    const res = await postSigned(server.port, path, body, nowSeconds() - 601);
    expect(res.status).toBe(401);
  });

  it('rejects an unsigned request', async () => {
    const res = await post(
      server.port,
      `/apps/${appId}/events`,
      '{"name":"a","channels":["a"],"data":"{}"}',
      '',
    );
    expect(res.status).toBe(401);
    expect(withoutRequestId(await res.json(), res.headers.get('x-request-id'))).toEqual({
      message: 'İmza parametreleri eksik.',
    });
  });

  it('answers an unknown app id with 404', async () => {
    const res = await sdk(server.port, { appId: 'baska-uygulama' })
      .trigger('a', 'olay', {})
      .then(
        () => 200,
        (err: { status?: number }) => err.status,
      );
    expect(res).toBe(404);
  });

  it.each([
    {
      given: 'no channel',
      payload: { name: 'olay', data: '{}' },
      status: 422,
      message: eventsApiMessages.noChannels,
    },
    {
      given: 'a reserved event name',
      payload: { name: 'pusher:olay', channels: ['a'], data: '{}' },
      status: 422,
      message: eventsApiMessages.reservedName,
    },
    {
      given: 'a bad channel name',
      payload: { name: 'olay', channels: ['boşluklu kanal'], data: '{}' },
      status: 422,
      message: eventsApiMessages.badChannel,
    },
    {
      given: 'data over 10 KB',
      payload: { name: 'olay', channels: ['a'], data: JSON.stringify('x'.repeat(10_300)) },
      status: 413,
      message: eventsApiMessages.tooLarge,
    },
    {
      given: '101 channels',
      payload: { name: 'olay', channels: Array.from({ length: 101 }, (_, i) => `k${i}`), data: '{}' },
      status: 422,
      message: eventsApiMessages.tooManyChannels,
    },
  ])('given $given / answers $status with a Turkish message', async ({ payload, status, message }) => {
    const path = `/apps/${appId}/events`;
    const body = JSON.stringify(payload);
    const res = await postSigned(server.port, path, body);
    expect(res.status).toBe(status);
    expect(withoutRequestId(await res.json(), res.headers.get('x-request-id'))).toEqual({ message });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const path = `/apps/${appId}/events`;
    const body = '{"name":';
    const res = await postSigned(server.port, path, body);
    expect(res.status).toBe(400);
  });

  it.each([
    {
      given: 'data that is not a string',
      path: 'events',
      payload: { name: 'olay', channels: ['a'], data: {} },
    },
    { given: 'an event without a name', path: 'events', payload: { channels: ['a'], data: '{}' } },
    {
      given: 'a malformed socket id',
      path: 'events',
      payload: { name: 'o', channel: 'a', data: '{}', socket_id: 'x' },
    },
    { given: 'an empty batch', path: 'batch_events', payload: { batch: [] } },
    {
      given: 'a batch of 11 events',
      path: 'batch_events',
      payload: { batch: Array.from({ length: 11 }, () => ({ name: 'olay', channel: 'a', data: '{}' })) },
    },
  ])('given $given / answers 422 with a Turkish message and publishes nothing', async ({ path, payload }) => {
    const client = await subscribed(server.port, 'a');
    const url = `/apps/${appId}/${path}`;
    const body = JSON.stringify(payload);
    const res = await postSigned(server.port, url, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/geçersiz/) });
    await sleep(100);
    expect(client.messages.some((m) => m.event === 'olay')).toBe(false);
    client.close();
  });
});

describe('publishing to an external Pusher-compatible server', () => {
  let external: ListeningApp;
  let publisher: ListeningApp;
  beforeAll(async () => {
    // The built-in endpoint of one app stands in for Soketi or Reverb; the other app publishes to it.
    external = await startApp();
    publisher = await startApp({ pusherHost: '127.0.0.1', pusherPort: external.port, pusherScheme: 'http' });
  });
  afterAll(async () => {
    await publisher.close();
    await external.close();
  });

  it('sends what app.broadcaster publishes through the signed HTTP API', async () => {
    const client = await subscribed(external.port, 'user.5');
    await publisher.app.broadcaster.publish(['user.5'], 'payment-confirm', { type: 'premium' });
    const event = await client.next('payment-confirm');
    expect(JSON.parse(event.data as string)).toEqual({ type: 'premium' });
    client.close();
  });

  it('tells the app to connect to the external server', async () => {
    const res = await publisher.app.inject({ method: 'GET', url: '/api/broadcasting/config' });
    expect(res.json()).toEqual({
      key: appKey,
      cluster: 'mt1',
      host: '127.0.0.1',
      port: external.port,
      forceTLS: false,
      authEndpoint: '/api/broadcasting/auth',
    });
  });
});
