import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from '../endpoint.ts';
import { allEndpoints, api, operationIdOf } from './index.ts';

describe('the declared calls', () => {
  it('name each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s has a summary, a tag, a path under the api prefix and params for each placeholder',
    (_, e) => {
      expect(e.path).toMatch(/^\/[A-Za-z]/);
      expect(e.summary.length).toBeGreaterThan(5);
      expect(e.tag.length).toBeGreaterThan(2);
      const placeholders = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      expect(declared.sort()).toEqual(placeholders.sort());
    },
  );

  it('keeps GET calls free of bodies', () => {
    expect(allEndpoints.filter((e) => e.method === 'GET' && e.body)).toEqual([]);
  });

  it('name each call by its place in the contract, the OpenAPI operationId', () => {
    expect(operationIdOf(api.tickets.list)).toBe('tickets.list');
    expect(new Set(allEndpoints.map(operationIdOf)).size).toBe(allEndpoints.length);
    expect(() => operationIdOf({ ...api.tickets.list })).toThrow(/GET \/ticket/);
  });

  it('groups the calls by area', () => {
    expect(api.auth.login.path).toBe('/auth/login');
    expect(api.missions.create.access).toBe('lawyer');
  });
});

describe('fillPath', () => {
  it.each([
    ['/mission/markAsCompleted/:id', { id: 7 }, '/mission/markAsCompleted/7'],
    ['/global/page/:id', { id: 'sss ve/yardım' }, '/global/page/sss%20ve%2Fyard%C4%B1m'],
    ['/constants', undefined, '/constants'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => fillPath('/shortdescriptions/:id', {})).toThrow(/id/);
  });
});
