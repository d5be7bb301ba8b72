import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { endpointMessages, pusherCodes } from '../../src/realtime/pusher-endpoint.ts';
import { channelAuth } from '../../src/realtime/signatures.ts';
import { type ListeningApp, RawClient, appKey, appSecret, sleep, startApp } from './harness.ts';

describe('the Pusher protocol endpoint at /app/{key}', () => {
  let server: ListeningApp;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('greets a client with its socket id and the activity timeout', async () => {
    const client = await RawClient.open(server.port);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    client.close();
  });

  it('gives every connection its own socket id', async () => {
    const [a, b] = await Promise.all([RawClient.open(server.port), RawClient.open(server.port)]);
    expect(await a.socketId()).not.toBe(await b.socketId());
    a.close();
    b.close();
  });

  it.each([
    ['an unknown app key', '/app/yanlis-anahtar?protocol=7', pusherCodes.appDoesNotExist],
    ['no protocol version', `/app/${appKey}`, pusherCodes.noProtocol],
    ['a malformed protocol version', `/app/${appKey}?protocol=yedi`, pusherCodes.invalidVersion],
    ['an old protocol version', `/app/${appKey}?protocol=4`, pusherCodes.unsupportedProtocol],
  ])('given %s / sends pusher:error and closes with the protocol code', async (_name, path, code) => {
    const client = await RawClient.open(server.port, path);
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code });
    expect(await client.closed()).toBe(code);
    expect(client.messages.some((m) => m.event === 'pusher:connection_established')).toBe(false);
  });

  it('refuses websocket upgrades on other paths', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/baska-yol`);
    const failure = await new Promise<string>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
      ws.on('error', (err) => resolve(err.message));
    });
    expect(failure).toMatch(/404/);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send({ event: 'pusher:ping', data: {} });
    await expect(client.next('pusher:pong')).resolves.toMatchObject({ event: 'pusher:pong' });
    client.close();
  });

  it('subscribes to a public channel and delivers what the broadcaster publishes, data as a JSON string', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'duyurular' } });
    const ok = await client.next('pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe('duyurular');
    await server.app.broadcaster.publish(['duyurular'], 'haber', { baslik: 'Çağlayan Adliyesi' });
    const event = await client.next('haber');
    expect(event.channel).toBe('duyurular');
    expect(JSON.parse(event.data as string)).toEqual({ baslik: 'Çağlayan Adliyesi' });
    client.close();
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'gecici' } });
    await client.next('pusher_internal:subscription_succeeded');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'gecici' } });
    // The unsubscribe is processed in order: a ping sent after it is answered after it.
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    await server.app.broadcaster.publish(['gecici'], 'olay', {});
    await sleep(150);
    expect(client.messages.some((m) => m.event === 'olay')).toBe(false);
    client.close();
  });

  it('subscribes to a private channel with a valid signature for this socket', async () => {
    const client = await RawClient.open(server.port);
    const socketId = await client.socketId();
    const channel = 'private-user.41';
    client.send({
      event: 'pusher:subscribe',
      data: { channel, auth: channelAuth(appKey, appSecret, socketId, channel) },
    });
    await expect(client.next('pusher_internal:subscription_succeeded')).resolves.toMatchObject({ channel });
    await server.app.broadcaster.publish([channel], 'notification', { id: 1 });
    await expect(client.next('notification')).resolves.toMatchObject({ channel });
    client.close();
  });

  it.each([
    ['no signature', () => undefined],
    [
      'a signature made with another secret',
      (socketId: string) => channelAuth(appKey, 'baska', socketId, 'private-user.42'),
    ],
    ['a signature for another socket', () => channelAuth(appKey, appSecret, '1.1', 'private-user.42')],
    [
      'a signature for another channel',
      (socketId: string) => channelAuth(appKey, appSecret, socketId, 'private-user.43'),
    ],
  ])('given %s / refuses a private channel and delivers nothing on it', async (_name, auth) => {
    const client = await RawClient.open(server.port);
    const socketId = await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.42', auth: auth(socketId) } });
    const error = await client.next('pusher:subscription_error');
    expect(error).toMatchObject({ channel: 'private-user.42', data: { type: 'AuthError', status: 401 } });
    const unauthorized = await client.next('pusher:error');
    expect(unauthorized.data).toEqual({ code: pusherCodes.unauthorized, message: endpointMessages.badAuth });
    await server.app.broadcaster.publish(['private-user.42'], 'notification', { gizli: true });
    await sleep(100);
    expect(client.messages.some((m) => m.event === 'notification')).toBe(false);
    client.close();
  });

  it('refuses presence and encrypted channels, which the product does not use', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-oda' } });
    const error = await client.next('pusher:subscription_error');
    expect(error.data).toMatchObject({ error: endpointMessages.unsupportedChannel });
    client.close();
  });

  it('refuses client events with 4301 and relays nothing', async () => {
    const [sender, listener] = await Promise.all([RawClient.open(server.port), RawClient.open(server.port)]);
    await Promise.all([sender.socketId(), listener.socketId()]);
    for (const client of [sender, listener])
      client.send({ event: 'pusher:subscribe', data: { channel: 'sohbet' } });
    await Promise.all([sender, listener].map((c) => c.next('pusher_internal:subscription_succeeded')));
    sender.send({ event: 'client-yaziyor', channel: 'sohbet', data: {} });
    const error = await sender.next('pusher:error');
    expect(error.data).toEqual({
      code: pusherCodes.clientEventRejected,
      message: endpointMessages.clientEvents,
    });
    await sleep(100);
    expect(listener.messages.some((m) => m.event === 'client-yaziyor')).toBe(false);
    sender.close();
    listener.close();
  });

  it('rejects a message over 10 KB with an error but keeps the connection', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send({ event: 'pusher:ping', data: { dolgu: 'x'.repeat(11_000) } });
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: pusherCodes.clientEventRejected, message: endpointMessages.tooLarge });
    expect(client.messages.some((m) => m.event === 'pusher:pong')).toBe(false);
    client.send({ event: 'pusher:ping', data: {} });
    await expect(client.next('pusher:pong')).resolves.toBeDefined();
    client.close();
  });

  it('closes with 1009 on a frame far over the limit', async () => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send('x'.repeat(100_000));
    expect(await client.closed()).toBe(1009);
  });

  it.each([
    ['text that is not JSON', 'merhaba', endpointMessages.badJson],
    ['an unknown event', { event: 'pusher:bilinmeyen', data: {} }, endpointMessages.unknownEvent],
    [
      'a bad channel name',
      { event: 'pusher:subscribe', data: { channel: 'boşluklu kanal' } },
      endpointMessages.invalidChannel,
    ],
  ])('answers %s with a pusher:error', async (_name, message, text) => {
    const client = await RawClient.open(server.port);
    await client.socketId();
    client.send(message);
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: null, message: text });
    client.close();
  });
});

describe('idle connections and shutdown', () => {
  it('pings a silent client after activity_timeout and closes it with 4201 when it does not answer', async () => {
    const server = await startApp({ realtimeActivityTimeout: 1 });
    try {
      const client = await RawClient.open(server.port);
      const established = await client.next('pusher:connection_established');
      expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 1 });
      await client.next('pusher:ping');
      expect(await client.closed()).toBe(pusherCodes.pongNotReceived);
    } finally {
      await server.close();
    }
  });

  it('keeps a client that answers every ping', async () => {
    const server = await startApp({ realtimeActivityTimeout: 1 });
    try {
      const client = await RawClient.open(server.port);
      await client.socketId();
      client.ws.on('message', (raw) => {
        if ((JSON.parse(raw.toString()) as { event: string }).event === 'pusher:ping') {
          client.send({ event: 'pusher:pong', data: {} });
        }
      });
      // Long enough for a silent client to have been pinged and closed twice over.
      await sleep(3500);
      expect(client.messages.filter((m) => m.event === 'pusher:ping').length).toBeGreaterThanOrEqual(2);
      expect(client.closeCode).toBeUndefined();
      client.close();
    } finally {
      await server.close();
    }
  });

  it('closes open connections with 4200 when the server shuts down, so clients reconnect at once', async () => {
    const server = await startApp();
    const client = await RawClient.open(server.port);
    await client.socketId();
    await server.close();
    expect(await client.closed()).toBe(pusherCodes.reconnectNow);
  });
});
