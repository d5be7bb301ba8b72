import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { errorBody } from './helpers/contract.ts';
import { createTestApp, openTestDatabase, testAppSuite } from './helpers/test-app.ts';
import { type TestStorage, openTestStorage } from './uploads/storages.ts';

/** Readiness for the load balancer, and the request id that ties an answer to its log lines. */
const ctx = testAppSuite();
beforeAll(async () => {
  ctx.app.get('/api/test-failure', async () => {
    throw new Error('boom');
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers (Redis is not configured here)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the database when its connection is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: { staticDir: '/nonexistent', seedDemo: false }, database });
    await app.ready();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', failed: ['database'] });
    await app.close();
  });

  it('answers 503 naming redis when REDIS_URL points at nothing', async () => {
    const closed = await closedPort();
    await withTestApp({ redisUrl: `redis://127.0.0.1:${closed}` }, async (app) => {
      expect(await readiness(app)).toEqual([503, { status: 'error', failed: ['redis'] }]);
    });
  });

  describe('with the uploads in an S3 bucket', () => {
    let store: TestStorage;
    beforeEach(async () => {
      store = await openTestStorage('s3');
    });
    afterEach(async () => {
      await store.close();
    });

    it('asks the bucket, and answers 503 naming the storage once its server is gone', async () => {
      await withTestApp(store.config, async (app) => {
        expect(await readiness(app)).toEqual([200, { status: 'ok' }]);
        await store.stopServer();
        expect(await readiness(app)).toEqual([503, { status: 'error', failed: ['storage'] }]);
      });
    });

    it('answers 503 naming the storage when the bucket does not exist', async () => {
      const s3 = { ...store.config.s3!, bucket: 'baska-kova' };
      await withTestApp({ ...store.config, s3 }, async (app) => {
        expect(await readiness(app)).toEqual([503, { status: 'error', failed: ['storage'] }]);
      });
    });
  });
});

/** A test app with these settings for the length of `use`. */
async function withTestApp(config: Partial<Config>, use: (app: FastifyInstance) => Promise<void>) {
  const built = await createTestApp({ config });
  try {
    await use(built.app);
  } finally {
    await built.close();
  }
}

async function readiness(app: FastifyInstance): Promise<[number, unknown]> {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return [res.statusCode, res.json()];
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('X-Request-Id', () => {
  it('names every answer, and a 500 carries the same id in its body', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(ok.headers['x-request-id']);
    expect(res.json()).toMatchObject({ requestId: id });
  });

  it('puts the same id in the body of every refusal as in its header', async () => {
    const refusals = [
      { status: 404, request: { method: 'GET', url: '/api/yok-boyle-bir-sey' } },
      { status: 400, request: { method: 'GET', url: '/api/%' } },
      { status: 401, request: { method: 'GET', url: '/api/user/getAdliyeData' } },
      { status: 422, request: { method: 'POST', url: '/api/auth/login', payload: { telephone: '1' } } },
    ] as const;
    for (const { status, request } of refusals) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, request.url).toBe(status);
      expect(res.json().requestId, request.url).toMatch(/^[0-9a-f-]{36}$/);
      expect(errorBody(res)).toEqual(expect.objectContaining({ message: expect.stringMatching(/\S/) }));
    }
    const supplied = { 'x-request-id': 'lb-7f3a.01:2' };
    const res = await ctx.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey', headers: supplied });
    expect(res.json()).toEqual({ message: 'Aradığınız kaynak bulunamadı.', requestId: 'lb-7f3a.01:2' });
  });

  it('keeps a safe id the caller or proxy supplied, and replaces an unsafe or overlong one', async () => {
    const cases: [string, RegExp][] = [
      ['lb-7f3a.01:2', /^lb-7f3a\.01:2$/],
      ['a b', /^[0-9a-f-]{36}$/],
      ['x'.repeat(65), /^[0-9a-f-]{36}$/],
      ['<script>', /^[0-9a-f-]{36}$/],
      ['', /^[0-9a-f-]{36}$/],
    ];
    for (const [given, answered] of cases) {
      const headers = { 'x-request-id': given };
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.headers['x-request-id']).toMatch(answered);
    }
  });
});
