import { allEndpoints } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../helpers/test-app.ts';

const ctx = testAppSuite();

describe('the console in the API reference', () => {
  it('documents every console call with its answer and the bearer token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses?: object; security?: unknown[] }>>;
    };
    const consoleCalls = allEndpoints.filter((e) => e.access === 'operator');
    expect(consoleCalls.length).toBeGreaterThan(0);
    for (const e of consoleCalls) {
      const operation = doc.paths[`/api${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()];
      expect(operation?.responses, `${e.method} ${e.path}`).toHaveProperty('200');
      expect(operation?.security, `${e.method} ${e.path}`).toEqual([{ bearer: [] }]);
    }
  });
});
