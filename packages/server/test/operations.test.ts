import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type TestContext, createTestApp, openTestDatabase } from './helpers/test-app.ts';
import { openTestStorage } from './uploads/storages.ts';

/** Readiness for the load balancer, and the request id that ties an answer to its log lines. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.get('/api/test-failure', async () => {
    throw new Error('boom');
  });
});
afterAll(async () => {
  await ctx.close();
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
    const unreachable = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${closed}` } });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', failed: ['redis'] });
    } finally {
      await unreachable.close();
    }
  });

  it('asks the S3 bucket when files go there, and answers 503 naming the storage once it is gone', async () => {
    const store = await openTestStorage('s3');
    const withS3 = await createTestApp({ config: store.config });
    try {
      const up = await withS3.app.inject({ method: 'GET', url: '/api/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok' });

      await store.stopServer();
      const down = await withS3.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', failed: ['storage'] });
    } finally {
      await withS3.close();
      await store.close();
    }
  });

  it('answers 503 naming the storage when the bucket does not exist', async () => {
    const store = await openTestStorage('s3');
    const config = { ...store.config, s3: { ...store.config.s3!, bucket: 'baska-kova' } };
    const wrongBucket = await createTestApp({ config });
    try {
      const res = await wrongBucket.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', failed: ['storage'] });
    } finally {
      await wrongBucket.close();
      await store.close();
    }
  });
});

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
