import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../helpers/browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dbFile = path.join(root, `.reports/e2e/app-${port}.db`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One folder per port: runs on other ports clean their own folder, never this run's traces.
  outputDir: path.join(root, `test-results/e2e-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys take a person's time, and a loaded 2-core machine twice that: room for both, so a
  // failure means something did not happen, not that it happened slowly.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built app is served by the compiled server (as `pnpm start` runs it) on a fresh SQLite
    // database with demo data, on the Node that package.json pins (the command refuses another).
    command: [
      'node packages/server/scripts/build.mjs',
      `node -e "${[
        `const pinned = 'v' + require('./package.json').devDependencies.node`,
        `if (process.version !== pinned) throw new Error('e2e runs on Node ' + pinned + ', not ' + process.version)`,
        `for (const s of ['', '-wal', '-shm']) require('fs').rmSync('${dbFile}' + s, { force: true })`,
      ].join('; ')}"`,
      'node --enable-source-maps packages/server/dist/server.js',
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: dbFile,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TEST_CLOCK: '1',
    },
  },
});
