import { describe, expect, it } from 'vitest';
import { testAppSuite } from './helpers/test-app.ts';
import { errorBody } from './helpers/contract.ts';

describe('GET /api/health', () => {
  const ctx = testAppSuite();

  it('reports status, the database kind and the version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
  });

  it('answers unknown api paths with a Turkish 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey' });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toEqual({ message: 'Aradığınız kaynak bulunamadı.' });
  });

  it.each([
    ['/api/health', '{"a":'],
    ['/api/auth/login', '{"telephone":'],
  ])('answers malformed JSON to %s with 400, not 500', async (url, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});
