import * as domain from '@meslektas/domain';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodObject } from 'zod';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { MemoryBroadcaster } from '../src/realtime/broadcaster.ts';
import {
  DEFAULT_NOW,
  createClock,
  createPayload,
  insertApplication,
  insertMission,
  vipOverrides,
} from './helpers/missions.ts';
import { openTestDatabase } from './helpers/test-app.ts';
import { bearer, signedInUser, tokenFor } from './helpers/users.ts';

/**
 * Every registered route, called with every kind of bad input a client or an attacker can send,
 * must answer below 500, and every 4xx must say what went wrong in Turkish.
 */

// Every field any request schema of the contract names, so wrong types reach each field's check.
const fieldNames = [
  ...new Set(
    (Object.values(domain) as unknown[])
      .filter((value): value is ZodObject => value instanceof ZodObject)
      .flatMap((schema) => Object.keys(schema.shape)),
  ),
].sort();

const wrongValues: [string, unknown][] = [
  ['strings', 'abc'],
  ['arrays', [1, 2]],
  ['nested objects', { a: { b: { c: 1 } } }],
  ['huge numbers', 1e308],
  ['unsafe integers', 1e23],
  ['ids past a 32-bit column', 2_147_483_648],
  ['the largest safe integer', Number.MAX_SAFE_INTEGER],
  ['negative ids', -1],
  ['unknown ids', 999_999],
  ['nulls', null],
  ['booleans', true],
  ['markup', '<script>alert(1)</script>'],
];

const paramValues = [
  'meslektas',
  '1',
  '999999',
  '-1',
  'abc',
  '2147483648',
  '9007199254740991',
  '99999999999999999999999',
  '1.5',
  '%E2%82%AC',
];

interface BadRequest {
  name: string;
  payload?: string;
  contentType?: string;
  query?: string;
}

function badRequests(): BadRequest[] {
  const json = 'application/json';
  const list: BadRequest[] = [
    { name: 'no body' },
    { name: 'an empty JSON body', payload: '', contentType: json },
    { name: 'malformed JSON', payload: '{"mission_id": 1,', contentType: json },
    { name: 'a JSON array', payload: '[1,2,3]', contentType: json },
    { name: 'a JSON string', payload: '"abc"', contentType: json },
    { name: 'JSON null', payload: 'null', contentType: json },
    { name: 'a JSON number', payload: '42', contentType: json },
    { name: 'plain text', payload: 'mission_id=1', contentType: 'text/plain' },
    { name: 'a form body', payload: 'mission_id=1&page=2', contentType: 'application/x-www-form-urlencoded' },
    {
      name: 'an oversize body',
      payload: JSON.stringify({ other_detail: 'x'.repeat(2_000_000) }),
      contentType: json,
    },
    { name: 'a query of wrong types', query: 'page=abc&limit=-5&type[]=1&id=99999999999999999999' },
    { name: 'a huge page', query: 'page=99999999999&limit=99999999999' },
  ];
  // Channel names carry ids too: one per channel kind, each with an id past the column's range.
  for (const channel of [
    domain.realtimeChannels.missionApplicants(999_999_999_999_999),
    domain.realtimeChannels.user(999_999_999_999_999),
  ]) {
    list.push({
      name: `a realtime channel ${channel}`,
      payload: JSON.stringify({ socket_id: '1234.5678', channel_name: domain.privateChannelName(channel) }),
      contentType: json,
    });
  }
  for (const [label, value] of wrongValues) {
    list.push({
      name: `every field as ${label}`,
      payload: JSON.stringify(Object.fromEntries(fieldNames.map((field) => [field, value]))),
      contentType: json,
    });
  }
  return list;
}

// The body fields each declared call reads. The contract hands a handler only the fields its schema
// names (none when it declares no body), so a wrong value elsewhere cannot reach it: one wrong field
// at a time is tried on the fields the call names. Every field at once still reaches every route
// above. A route outside the contract, or a body that is not a plain object, gets every field.
const declaredBodyFields = new Map<string, string[]>();
for (const area of Object.values(domain.api) as Record<string, domain.EndpointSpec>[]) {
  for (const call of Object.values(area)) {
    const fields =
      call.body === undefined ? [] : call.body instanceof ZodObject ? Object.keys(call.body.shape) : null;
    if (fields) declaredBodyFields.set(`${call.method} /api${call.path}`, fields);
  }
}
const bodyFieldsOf = (method: string, url: string) =>
  declaredBodyFields.get(`${method} ${url}`) ?? fieldNames;

function urlsFor(route: RouteOptions): string[] {
  if (!route.url.includes(':') && !route.url.includes('*')) return [route.url];
  return paramValues.map((value) => route.url.replace(/:[A-Za-z]+/g, value).replace('*', value));
}

// Turkish text: carries one of the letters English has not, or is one of the few short ones without.
function isTurkish(message: unknown): boolean {
  return typeof message === 'string' && /[çğıöşüÇĞİÖŞÜ]/.test(message);
}

let app: FastifyInstance;
let database: DatabaseHandle;
const routes: RouteOptions[] = [];
let headers: { authorization: string };
let callerId: number;
// A body every field of which is plausible, so one wrong field at a time reaches the deeper checks.
let plausible: Record<string, unknown>;

beforeAll(async () => {
  database = await openTestDatabase();
  const clock = createClock(DEFAULT_NOW);
  app = await buildApp({
    config: { staticDir: '/nonexistent', seedDemo: false },
    database,
    broadcaster: new MemoryBroadcaster(),
    now: clock.now,
    onRoute: (route) => {
      routes.push(route);
    },
  });
  await app.ready();
  const caller = await signedInUser(app, vipOverrides(DEFAULT_NOW));
  const colleague = await signedInUser(app);
  headers = caller.headers;
  callerId = caller.user.id;
  // Ids 1 and up exist in every table the routes read, so "1" reaches the real checks.
  const own = await insertMission(app, caller.user);
  const theirs = await insertMission(app, colleague.user);
  await insertApplication(app, own, colleague.user);
  await insertApplication(app, theirs, caller.user);
  const assigned = await insertMission(app, colleague.user, {
    status: 1,
    user_id: caller.user.id,
    assigned_at: DEFAULT_NOW.toISOString(),
  });
  plausible = {
    ...createPayload(DEFAULT_NOW),
    mission_id: assigned,
    user_id: colleague.user.id,
    id: own,
    message_id: 0,
    rating: 5,
    comment: 'Teşekkürler.',
    cancel_text: 'Vazgeçildi.',
    page: 1,
    limit: 5,
    query: 'kadıköy',
    title: 'Dosya incelemesi',
    description: 'Dosyanın incelenmesi rica olunur.',
  };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('every route under bad input', () => {
  it('finds the routes by registration, not by a list', () => {
    const paths = routes.map((route) => route.url);
    expect(paths).toContain('/api/mission/create');
    expect(paths).toContain('/api/auth/getData');
    expect(routes.length).toBeGreaterThan(40);
  });

  const requests = badRequests();
  it.each(requests)('given $name / answers below 500, with a Turkish message on 4xx', async (bad) => {
    const failures: string[] = [];
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (method) => method !== 'HEAD' && method !== 'OPTIONS',
      );
      for (const method of methods) {
        for (const url of urlsFor(route)) {
          // Logging out revokes the token it is called with, so it gets one of its own each time.
          const auth = url.endsWith('/logout') ? bearer(await tokenFor(app, { id: callerId })) : headers;
          const target = bad.query ? `${url}?${bad.query}` : url;
          const options: InjectOptions = {
            method: method as InjectOptions['method'],
            url: target,
            headers: { ...auth, ...(bad.contentType ? { 'content-type': bad.contentType } : {}) },
          };
          if (bad.payload !== undefined && method !== 'GET') options.payload = bad.payload;
          const response = await app.inject(options);
          const where = `${method} ${target.slice(0, 80)} → ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400) {
            const body = safeJson(response.body);
            if (!isTurkish(body?.message))
              failures.push(`${where} without a Turkish message: ${response.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The caller stayed signed in throughout, so the answers above came from the routes' own checks.
    const still = await app.inject({ method: 'GET', url: '/api/auth/getData', headers });
    expect(still.statusCode).toBe(200);
  });

  const oneWrong: [string, unknown][] = [
    ['a string', 'abc'],
    ['an array', [1]],
    ['a huge number', 1e308],
    ['a number past a 32-bit column', 2_147_483_648],
    ['null', null],
  ];
  it.each(oneWrong)(
    'given a plausible body with one field as %s / answers below 500',
    async (_label, value) => {
      const failures: string[] = [];
      for (const route of routes) {
        const method = Array.isArray(route.method) ? route.method[0] : route.method;
        if (method === 'GET' || method === 'HEAD' || route.url.endsWith('/logout')) continue;
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        for (const field of bodyFieldsOf(String(method), route.url)) {
          const response = await app.inject({
            method: method as InjectOptions['method'],
            url,
            headers,
            payload: { ...plausible, [field]: value },
          });
          if (response.statusCode >= 500)
            failures.push(`${method} ${url} ${field} → ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && !isTurkish(safeJson(response.body)?.message)) {
            failures.push(`${method} ${url} ${field} → ${response.statusCode} ${response.body}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers a call without a token with 401 and a Turkish message on every authenticated route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      if (method === 'HEAD') continue;
      const response = await app.inject({
        method: method as InjectOptions['method'],
        url: urlsFor(route)[0],
      });
      if (response.statusCode >= 500) failures.push(`${method} ${route.url} → ${response.statusCode}`);
      if (response.statusCode >= 400 && !isTurkish(safeJson(response.body)?.message)) {
        failures.push(`${method} ${route.url} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

function safeJson(text: string): { message?: unknown } | undefined {
  try {
    return JSON.parse(text) as { message?: unknown };
  } catch {
    return undefined;
  }
}
