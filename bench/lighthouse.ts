// Lighthouse on the built app (mobile profile, simulated throttling, the system Chromium):
// performance and accessibility of the login, home, pending and create screens, served by the real
// server on a temporary SQLite file with the demo data; the signed-in screens as the demo lawyer.
// Targets: performance ≥ 95, accessibility 100. A score moves by several points from one run to the
// next on the same build: `--runs=5` loads each screen five times and reports the median run, with
// the lowest and highest scores beside it.
//
//   node --import tsx bench/lighthouse.ts [--no-build] [--runs=1]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { routes } from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { loadReferenceData } from '../packages/server/src/seed/reference.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/app/dist');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO = { telephone: '05550000001', password: 'Demo.1234' };
/** Where the app keeps the session (packages/app/src/lib/auth-token.ts). */
const TOKEN_KEY = 'meslektas.token';

const screens: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'login', path: routes.login.path, signedIn: false },
  { name: 'home', path: routes.home.path, signedIn: true },
  { name: 'pending', path: routes.pending.path, signedIn: true },
  { name: 'create', path: routes['assign-task'].path, signedIn: true },
];

/** One run's report. */
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1) || 1);

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', '@meslektas/app', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-lighthouse-'));
  const database = openDatabase({ sqlitePath: path.join(dir, 'app.db') });
  await migrateToLatest(database.db);
  await loadReferenceData(database.db);
  await seedDemoData(database.db, new Date());
  const app = await buildApp({ config: { staticDir: dist, seedDemo: true }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO });
  const token = login.json<{ token: string }>().token;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  let failed = false;
  try {
    // The signed-in screens need the token in the page's storage before Lighthouse loads them.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}${routes.login.path}`);
    for (const screen of screens) {
      await page.evaluate(
        (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
        TOKEN_KEY,
        screen.signedIn ? token : '',
      );
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${screen.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Keeps the token set above; the cache is still cleared, so every run is a first visit.
          disableStorageReset: true,
        });
        if (result) results.push(result.lhr);
      }
      const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      results.sort((a, b) => scoreOf(a) - scoreOf(b));
      const median = results[Math.floor((results.length - 1) / 2)];
      const categories = median?.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const spread =
        runs > 1 && results.length ? ` (${scoreOf(results[0]!)}–${scoreOf(results.at(-1)!)})` : '';
      const audits = median?.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? '';
      if (performance < 95 || accessibility < 100) failed = true;
      rows.push(
        `${screen.name.padEnd(9)} ${screen.path.padEnd(20)} ${(String(performance) + spread).padStart(11)} ${String(accessibility).padStart(13)}   ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
      if (performance < 95) {
        // What blocked the main thread and what moved, so a low score says where to look.
        type Items = { details?: { items?: Record<string, unknown>[] } };
        const items = (id: string) => ((audits[id] as Items | undefined)?.details?.items ?? []).slice(0, 5);
        const short = (url: unknown) => String(url ?? '').replace(origin, '') || '(page)';
        for (const t of items('long-tasks')) {
          rows.push(
            `          long task ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms: ${short(t.url)}`,
          );
        }
        const work = items('mainthread-work-breakdown')
          .map((w) => `${String(w.groupLabel)} ${Math.round(Number(w.duration))} ms`)
          .join(', ');
        rows.push(`          main thread: ${work}`);
        for (const shift of items('layout-shifts')) {
          const node = shift.node as { snippet?: string } | undefined;
          rows.push(`          layout shift ${Number(shift.score).toFixed(3)}: ${node?.snippet ?? ''}`);
        }
      }
      if (accessibility < 100) {
        const failing = Object.values(audits)
          .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        rows.push(`          accessibility audits failing: ${failing.join(', ')}`);
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log('');
  console.log('Lighthouse, mobile profile (simulated throttling), system Chromium');
  console.log(
    `screen    path                 performance  accessibility${runs > 1 ? `   (median of ${runs} runs; lowest–highest)` : ''}`,
  );
  for (const row of rows) console.log(row);
  console.log('');
  console.log(failed ? 'Below target (performance ≥ 95, accessibility 100).' : 'All screens on target.');
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
