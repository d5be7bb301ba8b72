import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../helpers/browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.VISUAL_PORT ?? 6108);

// The spec file lists stories from the built index at load time, so the build must exist first.
// `pnpm test` always rebuilds before this step; a direct run reuses an existing build.
if (!fs.existsSync(path.join(root, 'storybook-static/index.json'))) {
  const built = spawnSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('pnpm build-storybook failed');
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results/visual'),
  snapshotPathTemplate: '{testDir}/baselines/{arg}-{platform}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  reporter: [['list'], ['json']],
  expect: {
    timeout: 10_000,
    // Small tolerance for anti-aliasing; a changed text, colour or layout still fails.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002, threshold: 0.2 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Rotating notices and similar motion stop for users who ask; screenshots ask too.
    reducedMotion: 'reduce',
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--font-render-hinting=none', '--hide-scrollbars'],
    },
  },
  webServer: {
    command: 'node tests/visual/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { VISUAL_PORT: String(port) },
  },
});
