import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BAKIRKOY_ADLIYESI_ID } from '../src/seed/ids.ts';
import { IN_CATEGORY, createPayload, lifecycleSuite } from './helpers/missions.ts';
import { createTestApp } from './helpers/test-app.ts';
import { RawClient, startApp } from './realtime/harness.ts';

/** `GET /metrics`: off (404) without METRICS_TOKEN, then the Bearer token, then the Prometheus text. */
const TOKEN = 'olcum-anahtari-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

/** The value of one series, by its name and label text as the format writes them. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 when no token is configured', async () => {
    const ctx = await createTestApp({ config: { metricsToken: undefined } });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
    await ctx.close();
  });

  describe('with a token', () => {
    const ctx = lifecycleSuite({}, { metricsToken: TOKEN });

    it('refuses a missing or wrong token with 401', async () => {
      for (const headers of [{}, { authorization: 'Bearer yanlis' }, { authorization: TOKEN }]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
      }
    });

    it('counts requests by route pattern and status, with their latency', async () => {
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      await ctx.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey/123' });
      const text = await scrape(ctx.app);
      expect(valueOf(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
      expect(
        valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
      ).toBe(1);
      // Unknown URLs share one label: the raw path never becomes a series.
      expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
      expect(text).not.toContain('yok-boyle-bir-sey');
      expect(text).toContain('process_cpu_user_seconds_total');
      // PostgreSQL's pool in use; SQLite's single connection has no pool to report.
      const poolTotal = valueOf(text, 'db_pool_connections{state="total"}');
      if (ctx.database.kind === 'postgres') expect(poolTotal).toBeGreaterThanOrEqual(1);
      else expect(poolTotal).toBeUndefined();
    });

    it('reports the delivery queue’s depth and lag, published events and failed deliveries', async () => {
      const owner = await ctx.lawyer();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/mission/create',
        headers: owner.headers,
        payload: createPayload(ctx.app.now(), { adliye_id: BAKIRKOY_ADLIYESI_ID, category_id: IN_CATEGORY }),
      });
      const { missionId } = res.json() as { missionId: number };
      await ctx.app.deliveries.idle();
      await ctx.app.broadcaster.publish(['private-test'], 'test-event', {});
      let text = await scrape(ctx.app);
      expect(valueOf(text, 'delivery_queue_depth')).toBe(0);
      expect(valueOf(text, 'delivery_queue_lag_seconds')).toBe(0);
      expect(valueOf(text, 'realtime_events_published_total')).toBe(ctx.broadcaster.events.length);
      expect(ctx.broadcaster.events.length).toBeGreaterThan(0);

      // One waiting for 90 seconds (written directly: nothing kicks the deliverer), one that fails.
      const waitingSince = new Date(ctx.app.now().getTime() - 90_000).toISOString();
      await ctx.app.db
        .insertInto('deliveries')
        .values({ kind: 'mission_created', mission_id: missionId, payload: '{}', created_at: waitingSince })
        .execute();
      text = await scrape(ctx.app);
      expect(valueOf(text, 'delivery_queue_depth')).toBe(1);
      expect(valueOf(text, 'delivery_queue_lag_seconds')).toBeGreaterThanOrEqual(90);
      expect(valueOf(text, 'job_failures_total{job="delivery"}')).toBeUndefined();

      ctx.app.deliveries.kick();
      await ctx.app.deliveries.idle();
      text = await scrape(ctx.app);
      expect(valueOf(text, 'job_failures_total{job="delivery"}')).toBe(1);
    });
  });

  it('reports the open websockets of the realtime endpoint', async () => {
    const server = await startApp({ metricsToken: TOKEN });
    try {
      expect(valueOf(await scrape(server.app), 'realtime_open_websockets')).toBe(0);
      const client = await RawClient.open(server.port);
      await client.socketId();
      expect(valueOf(await scrape(server.app), 'realtime_open_websockets')).toBe(1);
      client.close();
      await client.closed();
    } finally {
      await server.close();
    }
  });
});
