import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../src/realtime/signatures.ts';
import { type ListeningApp, RawClient, appId, appKey, appSecret, sleep, startApp } from './harness.ts';

const redisUrl = process.env.REDIS_URL;
const here = path.dirname(fileURLToPath(import.meta.url));

async function subscribed(port: number, channel: string): Promise<RawClient> {
  const client = await RawClient.open(port);
  const socketId = await client.socketId();
  const auth = channel.startsWith('private-') ? channelAuth(appKey, appSecret, socketId, channel) : undefined;
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

/** Starts the peer process and resolves with the port it listens on. */
function startPeer(prefix: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'redis-peer-process.ts')], {
    cwd: path.resolve(here, '../..'),
    env: { ...process.env, PEER_REDIS_URL: redisUrl, PEER_REDIS_PREFIX: prefix },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = Number(output.split('\n')[0]);
      if (output.includes('\n') && port > 0) resolve({ child, port });
    });
    child.once('exit', (code) => reject(new Error(`the peer process exited with ${code}`)));
  });
}

describe.skipIf(!redisUrl)('Redis fan-out between server processes (runs when REDIS_URL is set)', () => {
  const prefix = `test-${crypto.randomBytes(6).toString('hex')}`;
  let local: ListeningApp;
  let sibling: ListeningApp;
  let peer: { child: ChildProcess; port: number };

  beforeAll(async () => {
    [local, sibling, peer] = await Promise.all([
      startApp({ redisUrl, redisPrefix: prefix }),
      startApp({ redisUrl, redisPrefix: prefix }),
      startPeer(prefix),
    ]);
  }, 60_000);
  afterAll(async () => {
    peer?.child.stdin?.end();
    await Promise.all([local?.close(), sibling?.close()]);
  });

  it('delivers to a client on this process an event published through the broadcaster of another', async () => {
    const client = await subscribed(local.port, 'private-user.8');
    await sibling.app.broadcaster.publish(['private-user.8'], 'payment-confirm', { type: 'premium' });
    const event = await client.next('payment-confirm');
    expect(JSON.parse(event.data as string)).toEqual({ type: 'premium' });
    client.close();
  });

  it('delivers to a client on another OS process, and back', async () => {
    const remote = await subscribed(peer.port, 'private-user.9');
    const here = await subscribed(local.port, 'private-user.9');
    await local.app.broadcaster.publish(['private-user.9'], 'archive', { missionId: 4 });
    for (const client of [remote, here]) {
      expect(JSON.parse((await client.next('archive')).data as string)).toEqual({ missionId: 4 });
    }
    const sdk = new Pusher({
      appId,
      key: appKey,
      secret: appSecret,
      host: '127.0.0.1',
      port: String(peer.port),
      useTLS: false,
    });
    await sdk.trigger('private-user.9', 'notification', { id: 11 });
    for (const client of [remote, here]) {
      expect(JSON.parse((await client.next('notification')).data as string)).toEqual({ id: 11 });
    }
    remote.close();
    here.close();
  });

  it('delivers each event once per subscriber, not once per process', async () => {
    const client = await subscribed(local.port, 'tekil');
    await sibling.app.broadcaster.publish(['tekil'], 'olay', { n: 1 });
    await client.next('olay');
    await sleep(200);
    expect(client.messages.filter((m) => m.event === 'olay')).toHaveLength(1);
    client.close();
  });

  it('keeps processes with another prefix apart', async () => {
    const stranger = await startApp({ redisUrl, redisPrefix: `${prefix}-baska` });
    try {
      const client = await subscribed(local.port, 'ayri');
      await stranger.app.broadcaster.publish(['ayri'], 'olay', {});
      await sleep(300);
      expect(client.messages.some((m) => m.event === 'olay')).toBe(false);
      client.close();
    } finally {
      await stranger.close();
    }
  });
});

describe('without Redis', () => {
  it('keeps events inside the process that published them', async () => {
    const [a, b] = await Promise.all([startApp(), startApp()]);
    try {
      const client = await subscribed(a.port, 'yerel');
      await b.app.broadcaster.publish(['yerel'], 'olay', {});
      await a.app.broadcaster.publish(['yerel'], 'olay2', {});
      await client.next('olay2');
      expect(client.messages.some((m) => m.event === 'olay')).toBe(false);
      client.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
