import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { HttpError } from '../errors.ts';

/** Requests that matched no route share one label, so odd URLs cannot grow the series without end. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The operators' counters, on a registry of this app's own (tests build many apps in one process).
 * Read by `GET /metrics` in the Prometheus text format.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly eventsPublished = new Counter({
    name: 'realtime_events_published_total',
    help: 'Live events handed to the broadcaster.',
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Background jobs that failed (each failed attempt), by job.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  #websockets: () => number = () => 0;

  constructor() {
    const websockets = () => this.#websockets();
    new Gauge({
      name: 'realtime_open_websockets',
      help: 'Websocket connections open on this process’s built-in realtime endpoint.',
      registers: [this.registry],
      collect() {
        this.set(websockets());
      },
    });
  }

  /** The realtime endpoint says how many sockets it holds; read at each scrape. */
  watchWebsockets(count: () => number): void {
    this.#websockets = count;
  }
}

/** The same broadcaster, counting what it is given to publish. */
export function countingBroadcaster(inner: Broadcaster, metrics: Metrics): Broadcaster {
  return {
    publish: (channels, event, data) => {
      metrics.eventsPublished.inc();
      return inner.publish(channels, event, data);
    },
    ...(inner.close ? { close: () => inner.close!() } : {}),
  };
}

function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Times every request and serves `GET /metrics` to a scraper holding METRICS_TOKEN (Bearer); with
 * no token configured the route answers 404, as if it were not there. The queue and pool gauges
 * are read from the database at each scrape.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle): void {
  const { metrics } = app;
  const token = app.config.metricsToken;

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });

  if (token) {
    // Process metrics only when someone reads them: their collectors live as long as the process.
    collectDefaultMetrics({ register: metrics.registry });
    registerDeliveryGauges(app, metrics.registry);
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
        labelNames: ['state'] as const,
        registers: [metrics.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  // The scraper's address, not a call of the API: left out of its reference.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new HttpError(404, 'Aradığınız kaynak bulunamadı.');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameToken(given, token)) throw new HttpError(401, 'Bu işlem için giriş yapmalısınız.');
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}

/**
 * The delivery queue: how many are due and wait (or run), and how long the oldest has waited since
 * it was due. One scheduled for later (a second wave, a window's end) is not waiting yet.
 */
function registerDeliveryGauges(app: FastifyInstance, registry: Registry): void {
  const read = async () => {
    const now = app.now().toISOString();
    return app.db
      .selectFrom('deliveries')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('depth'),
        eb.fn.min(eb.fn.coalesce('due_at', 'created_at')).as('oldest'),
      ])
      .where('state', 'in', ['pending', 'running'])
      .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '<=', now)]))
      .executeTakeFirstOrThrow();
  };
  new Gauge({
    name: 'delivery_queue_depth',
    help: 'Deliveries of new tasks not yet done (pending or running).',
    registers: [registry],
    async collect() {
      this.set(Number((await read()).depth));
    },
  });
  new Gauge({
    name: 'delivery_queue_lag_seconds',
    help: 'Age of the oldest delivery not yet done; 0 when the queue is empty.',
    registers: [registry],
    async collect() {
      const { oldest } = await read();
      const age = oldest ? (app.now().getTime() - new Date(oldest).getTime()) / 1000 : 0;
      this.set(Math.max(0, age));
    },
  });
}
