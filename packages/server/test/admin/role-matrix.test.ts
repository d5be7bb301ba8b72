import { type EndpointSpec, allEndpoints, api, fillPath } from '@meslektas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';
import { signedInOperator } from './operator.ts';

/**
 * Every console call, found in the shared contract rather than listed by hand: only an operator
 * gets past the role check; a lawyer in good standing, a passive lawyer and a banned lawyer get
 * 403 `operator_only`, nobody signed in gets 401. And an operator gets 403 `lawyer_only` from
 * every call a lawyer in good standing makes.
 */
const ctx = {} as { app: FastifyInstance; database: DatabaseHandle };
/** What the server registers; the completeness test holds it equal to the contract. */
const registered = new Set<string>();
const tokens: Record<string, string | undefined> = {};

const consoleCalls = allEndpoints.filter((e) => e.path.startsWith('/admin/'));
const lawyerCalls = allEndpoints.filter((e) => e.access === 'lawyer');

beforeAll(async () => {
  ctx.database = await openTestDatabase();
  ctx.app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database: ctx.database,
    onRoute: (r) => {
      for (const method of [r.method].flat()) registered.add(`${String(method)} ${r.url}`);
    },
  });
  tokens.operator = (await signedInOperator(ctx.app)).token;
  tokens.lawyer = (await signedInUser(ctx.app)).token;
  tokens.passive = (await signedInUser(ctx.app, { status: 'passive' })).token;
  tokens.banned = (await signedInUser(ctx.app, { ban_message: 'Kurallara aykırı kullanım.' })).token;
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.database.close();
});

function call(spec: EndpointSpec, token: string | undefined) {
  const params = Object.fromEntries([...spec.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 1]));
  return ctx.app.inject({
    method: spec.method,
    url: `/api${fillPath(spec.path, params)}`,
    ...(spec.method === 'GET' ? {} : { payload: {} }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('the console role matrix', () => {
  it('finds the console calls in the contract, each declared for operators', () => {
    expect(consoleCalls.length).toBe(Object.keys(api.admin).length);
    expect(consoleCalls.filter((e) => e.access !== 'operator')).toEqual([]);
    expect(allEndpoints.filter((e) => e.access === 'operator' && !e.path.startsWith('/admin/'))).toEqual([]);
  });

  describe.each(consoleCalls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, spec) => {
    it('answers nobody signed in with 401', async () => {
      expect((await call(spec, undefined)).statusCode).toBe(401);
    });
    it.each(['lawyer', 'passive', 'banned'])('refuses a %s lawyer with 403 operator_only', async (who) => {
      const res = await call(spec, tokens[who]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'operator_only' });
    });
    it('lets an operator past the role check', async () => {
      const res = await call(spec, tokens.operator);
      expect([200, 404, 409, 422]).toContain(res.statusCode);
    });
  });

  it('refuses an operator every lawyer call with 403 lawyer_only', async () => {
    const refused: string[] = [];
    const served = lawyerCalls.filter((e) => registered.has(`${e.method} /api${e.path}`));
    for (const spec of served) {
      const res = await call(spec, tokens.operator);
      const body = res.json() as { error?: string };
      if (res.statusCode !== 403 || body.error !== 'lawyer_only')
        refused.push(`${spec.method} ${spec.path} ${res.statusCode}`);
    }
    expect(served.length).toBeGreaterThan(20);
    expect(refused).toEqual([]);
  });

  it('gives an operator his own record with the operator role (the app opens /yonetim)', async () => {
    const res = await call(api.auth.getData, tokens.operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { role: 'operator' } });
    const lawyer = await call(api.auth.getData, tokens.lawyer);
    expect(lawyer.json()).toMatchObject({ data: { role: 'lawyer' } });
  });
});
