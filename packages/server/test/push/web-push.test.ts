import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { notificationHref } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { MemoryBroadcaster } from '../../src/realtime/broadcaster.ts';
import { resolveVapidDetails } from '../../src/services/push/vapid.ts';
import {
  DEFAULT_NOW,
  type Lawyer,
  MINUTE,
  call,
  createClock,
  createPayload,
  insertApplication,
  insertMission,
  lawyer,
  selectAssignee,
} from '../helpers/missions.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { rowsOf } from '../helpers/rows.ts';

// http_ece is what web-push encrypts with; the test decrypts with the same library, as a browser would.
const ece = createRequire(createRequire(import.meta.url).resolve('web-push'))('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
};

const certificate = fs.readFileSync(new URL('./push-service.crt', import.meta.url));
const privateKey = fs.readFileSync(new URL('./push-service.key', import.meta.url));

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records each request; answers 201 unless the path says otherwise. */
const received: Received[] = [];
let answerFor: (path: string) => number | Promise<number> = () => 201;
const pushService = https.createServer({ key: privateKey, cert: certificate }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '/';
    received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
    void Promise.resolve(answerFor(path)).then((status) => {
      res.statusCode = status;
      res.end();
    });
  });
});

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = createClock();
let owner: Lawyer;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  port = (pushService.address() as AddressInfo).port;
  database = await openTestDatabase();
  app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false, pushServiceHosts: ['127.0.0.1'] },
    database,
    broadcaster: new MemoryBroadcaster(),
    now: clock.now,
    pushAgent: new https.Agent({ ca: certificate }),
  });
  owner = await lawyer(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  clock.set(DEFAULT_NOW);
  received.length = 0;
  answerFor = () => 201;
});

/** A browser's keys, made the way a browser makes them (P-256 ECDH, 16 random auth bytes). */
function browser(path: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}

async function subscribed(who: Lawyer, path: string) {
  const b = browser(path);
  const res = await call(app, who, 'POST', 'push/subscription', b.subscription);
  expect(res.statusCode).toBe(200);
  return b;
}

function decrypt(b: ReturnType<typeof browser>, request: Received) {
  const plain = ece.decrypt(request.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth });
  return JSON.parse(plain.toString('utf8')) as { title: string; body: string; url: string; tag: string };
}

const to = (path: string) => received.filter((r) => r.path === `/push/${path}`);

describe('web push for a new task', () => {
  it('given a subscribed lawyer of the courthouse / sends him an encrypted, VAPID-signed push that opens the pending list', async () => {
    const me = await lawyer(app);
    const mine = await subscribed(me, `task-${me.user.id}`);
    const ownBrowser = await subscribed(owner, `owner-${owner.user.id}`);
    const res = await call(app, owner, 'POST', 'mission/create', createPayload(clock.now()));
    expect(res.json()).toMatchObject({ status: 'true' });
    const missionId = res.json().missionId as number;
    await app.push.idle();

    const [request] = to(`task-${me.user.id}`);
    expect(request).toBeDefined();
    const { publicKey } = (await call(app, null, 'GET', 'push/key')).json() as { publicKey: string };
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('900');
    expect(decrypt(mine, request!)).toEqual({
      title: 'Yeni Görev',
      body: expect.stringContaining('Çağlayan Adliyesi'),
      url: notificationHref({ type: 'mission_created', mission_id: missionId }),
      tag: `mission_created.${missionId}`,
    });
    // The owner is not the task's audience.
    expect(to(`owner-${owner.user.id}`)).toEqual([]);
    expect(ownBrowser).toBeDefined();
  });

  it('given task-taking switched off / sends no push', async () => {
    const off = await lawyer(app, { mission_status: 0 });
    await subscribed(off, `off-${off.user.id}`);
    const res = await call(app, owner, 'POST', 'mission/create', createPayload(clock.now()));
    expect(res.json()).toMatchObject({ status: 'true' });
    await app.push.idle();
    expect(received.length).toBeGreaterThan(0);
    expect(to(`off-${off.user.id}`)).toEqual([]);
  });

  it('given a push service that has not answered yet / the request returns without waiting for it', async () => {
    const me = await lawyer(app);
    await subscribed(me, `slow-${me.user.id}`);
    let release!: () => void;
    const held = new Promise<number>((resolve) => {
      release = () => resolve(201);
    });
    answerFor = (path) => (path.startsWith('/push/slow-') ? held : 201);
    const res = await call(app, owner, 'POST', 'mission/create', createPayload(clock.now()));
    expect(res.json()).toMatchObject({ status: 'true' });
    // The answer is there while the push service still holds its reply.
    await expect.poll(() => to(`slow-${me.user.id}`).length).toBe(1);
    release();
    await app.push.idle();
  });
});

describe('web push for an application and for being chosen', () => {
  it('tells the owner of an application with the applicants page as its address', async () => {
    const ownerOf = await lawyer(app);
    const ownersBrowser = await subscribed(ownerOf, `apps-${ownerOf.user.id}`);
    const applicant = await lawyer(app);
    const id = await insertMission(app, ownerOf.user);
    const res = await call(app, applicant, 'POST', 'mission/confirmMission', {
      mission_id: id,
      message_id: 1,
    });
    expect(res.json()).toMatchObject({ status: 'true' });
    await app.push.idle();
    const [request] = to(`apps-${ownerOf.user.id}`);
    expect(decrypt(ownersBrowser, request!)).toMatchObject({
      url: notificationHref({ type: 'application_received', mission_id: id }),
      tag: `application_received.${id}`,
    });
  });

  it('tells the chosen lawyer with the task’s detail as its address, and the others nothing', async () => {
    const chosen = await lawyer(app);
    const other = await lawyer(app);
    const chosensBrowser = await subscribed(chosen, `chosen-${chosen.user.id}`);
    await subscribed(other, `other-${other.user.id}`);
    const id = await insertMission(app, owner.user, { fast: 1 });
    await insertApplication(app, id, chosen.user);
    await insertApplication(app, id, other.user);
    clock.advance(16 * MINUTE);
    const res = await selectAssignee(app, owner, id, chosen.user.id);
    expect(res.statusCode).toBe(200);
    await app.push.idle();
    const [request] = to(`chosen-${chosen.user.id}`);
    expect(decrypt(chosensBrowser, request!)).toMatchObject({
      title: expect.any(String),
      url: notificationHref({ type: 'selected', mission_id: id }),
    });
    expect(to(`other-${other.user.id}`)).toEqual([]);
  });
});

describe('a subscription the push service no longer knows', () => {
  it.each([410, 404])('given %i from the push service / deletes the subscription', async (status) => {
    const me = await lawyer(app);
    const gone = await subscribed(me, `gone-${me.user.id}`);
    const kept = await subscribed(me, `kept-${me.user.id}`);
    answerFor = (path) => (path.startsWith('/push/gone-') ? status : 201);
    await call(app, owner, 'POST', 'mission/create', createPayload(clock.now()));
    await app.push.idle();
    const left = await rowsOf(app, 'push_subscriptions', { user_id: me.user.id }, ['endpoint']);
    expect(left.map((r) => r.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(gone.subscription.endpoint).not.toBe(kept.subscription.endpoint);
  });

  it('given a push service error / keeps the subscription and the request still succeeds', async () => {
    const me = await lawyer(app);
    await subscribed(me, `fails-${me.user.id}`);
    answerFor = () => 500;
    const res = await call(app, owner, 'POST', 'mission/create', createPayload(clock.now()));
    expect(res.json()).toMatchObject({ status: 'true' });
    await app.push.idle();
    expect(to(`fails-${me.user.id}`)).toHaveLength(1);
    const left = await rowsOf(app, 'push_subscriptions', { user_id: me.user.id }, ['id']);
    expect(left).toHaveLength(1);
  });
});

describe('push/subscription', () => {
  it('refuses an endpoint that is not a push service', async () => {
    const me = await lawyer(app);
    const res = await call(app, me, 'POST', 'push/subscription', {
      ...browser('x').subscription,
      endpoint: 'https://intranet.example.com/admin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Bildirim aboneliği geçersiz.' });
  });

  it('refuses a subscription without keys', async () => {
    const me = await lawyer(app);
    const res = await call(app, me, 'POST', 'push/subscription', {
      endpoint: `https://127.0.0.1:${port}/push/k`,
    });
    expect(res.statusCode).toBe(422);
  });

  it('another lawyer cannot delete it; its owner can', async () => {
    const me = await lawyer(app);
    const stranger = await lawyer(app);
    const b = await subscribed(me, `mine-${me.user.id}`);
    const refused = await call(app, stranger, 'DELETE', 'push/subscription', {
      endpoint: b.subscription.endpoint,
    });
    expect(refused.json()).toMatchObject({ deleted: 0 });
    const count = () =>
      app.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', b.subscription.endpoint)
        .execute();
    expect(await count()).toHaveLength(1);
    const removed = await call(app, me, 'DELETE', 'push/subscription', { endpoint: b.subscription.endpoint });
    expect(removed.json()).toMatchObject({ deleted: 1 });
    expect(await count()).toEqual([]);
  });

  it('given the same browser subscribed by another lawyer / moves it to him', async () => {
    const first = await lawyer(app);
    const second = await lawyer(app);
    const b = browser(`shared-${first.user.id}`);
    await call(app, first, 'POST', 'push/subscription', b.subscription);
    await call(app, second, 'POST', 'push/subscription', b.subscription);
    const rows = await rowsOf(app, 'push_subscriptions', { endpoint: b.subscription.endpoint }, ['user_id']);
    expect(rows).toEqual([{ user_id: second.user.id }]);
  });
});

describe('VAPID keys', () => {
  it('are generated once and kept in the database', async () => {
    const first = await resolveVapidDetails(database.db, {
      vapidKeys: undefined,
      vapidSubject: 'mailto:a@b.c',
    });
    const again = await resolveVapidDetails(database.db, {
      vapidKeys: undefined,
      vapidSubject: 'mailto:a@b.c',
    });
    expect(again).toEqual(first);
    expect(first.publicKey).toBe((await call(app, null, 'GET', 'push/key')).json().publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      MAIL_FROM: 'Meslektaş <destek@ornek.com>',
    });
    expect(config).toMatchObject({
      vapidKeys: { publicKey: 'pub', privateKey: 'priv' },
      vapidSubject: 'mailto:destek@ornek.com',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
