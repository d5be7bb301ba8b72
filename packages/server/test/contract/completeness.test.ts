import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EndpointSpec, allEndpoints, api } from '@meslektas/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Routes outside the JSON contract: Pusher's HTTP API (a protocol of its own), the contract's own
 * documents, the health probe, and the file route, which answers bytes rather than JSON.
 */
const outsideContract = [
  /^\/apps\//,
  /^\/api\/docs/,
  /^\/api\/openapi\.json$/,
  // The load balancer's probes: liveness and readiness.
  /^\/api\/(health|ready)$/,
  /^\/api\/files\//,
  // A PDF made on request, like a file: see routes/missions/authority-pdf.ts.
  /^\/api\/mission\/:id\/yetkibelgesi\.pdf$/,
  // The daily digest's unsubscribe link: a page for a browser and RFC 8058's one-click form POST.
  /^\/api\/digest\/unsubscribe$/,
];

let app: FastifyInstance;
let database: DatabaseHandle;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database,
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) routes.push({ method: String(method), url: r.url });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const key = (method: string, url: string) => `${method} ${url}`;
const names = Object.entries(api).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, EndpointSpec>).map(([name, spec]) => ({
    name: `api.${area}.${name}`,
    spec,
  })),
);

describe('the shared contract covers the server exactly', () => {
  it('registers a route for every endpoint the domain declares', () => {
    const registered = new Set(routes.map((r) => key(r.method, r.url)));
    const missing = allEndpoints.filter((e) => !registered.has(key(e.method, `/api${e.path}`)));
    expect(missing.map((e) => key(e.method, e.path))).toEqual([]);
  });

  it('declares every route the server serves under /api in the domain', () => {
    const declared = new Set(allEndpoints.map((e) => key(e.method, `/api${e.path}`)));
    const undeclared = routes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .filter((r) => !outsideContract.some((re) => re.test(r.url)))
      .filter((r) => !declared.has(key(r.method, r.url)));
    expect(undeclared).toEqual([]);
  });

  it('has a contract test that calls every endpoint', () => {
    const sources = fs
      .readdirSync(here)
      .filter((f) => f.endsWith('.test.ts') && f !== 'completeness.test.ts')
      .map((f) => fs.readFileSync(path.join(here, f), 'utf8'))
      .join('\n');
    const untested = names.filter(
      ({ name }) => !new RegExp(`${name.replace(/\./g, '\\.')}\\b`).test(sources),
    );
    expect(untested.map((n) => n.name)).toEqual([]);
  });

  it('publishes every endpoint in the OpenAPI document with its answer schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: object }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of allEndpoints) {
      const openApiPath = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[openApiPath]?.[e.method.toLowerCase()];
      expect(operation, key(e.method, openApiPath)).toBeDefined();
      expect(operation?.responses, key(e.method, openApiPath)).toHaveProperty('200');
    }
  });

  it('serves a browsable reference page at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});
