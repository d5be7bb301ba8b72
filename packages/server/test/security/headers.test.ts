import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, testAppSuite } from '../helpers/test-app.ts';

/** The policy as a map of directive to its sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>): void {
  const policy = policyOf(headers['content-security-policy']);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  let ctx: TestContext;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-static-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html lang="tr"><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestApp({ config: { staticDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('on an API answer / sends the policy, no framing, nosniff and no referrer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("on an API error and on the app's page for a client route / sends the same headers", async () => {
    const error = await ctx.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-sey' });
    expect(error.statusCode).toBe(404);
    expectCommonHeaders(error.headers);
    const page = await ctx.app.inject({ method: 'GET', url: '/yonetim' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectCommonHeaders(page.headers);
  });

  it('on the API reference (swagger-ui) / sends the policy, and the page runs no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expectCommonHeaders(initializer.headers);
  });

  it('over plain http / sends no HSTS, whatever X-Forwarded-Proto an unnamed client claims', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a named proxy, with an external realtime server', () => {
  const ctx = testAppSuite({
    config: {
      trustProxy: ['127.0.0.1'],
      pusherHost: 'soketi.example.com',
      pusherPort: 6001,
      pusherScheme: 'https',
      pusherAppSecret: 'secret',
    },
  });

  it('given https at the proxy / sends HSTS; given http / does not', async () => {
    const https = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets the pages connect to the external server's websocket", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(policyOf(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'wss://soketi.example.com:6001',
    ]);
  });
});
