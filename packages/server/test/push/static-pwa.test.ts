import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';

// A built app in miniature: the files vite-plugin-pwa writes next to index.html.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-static-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html lang="tr"><title>Anasayfa</title></html>',
);
fs.writeFileSync(path.join(dir, 'sw.js'), 'importScripts("/push-sw.js");');
fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Meslektaş"}');
fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving the installable app', () => {
  it('serves the service worker as JavaScript that is revalidated on every load', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Meslektaş' });
  });

  it('lets browsers keep hashed bundles for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with the shell, revalidated, and /api with JSON', async () => {
    const page = await get('/notifications');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
