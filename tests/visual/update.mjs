// Regenerates every screenshot baseline from a fresh Storybook build: old files are removed first,
// so baselines of deleted or renamed stories do not linger. Run after an intended visual change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (args) => spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(['build-storybook']) !== 0) process.exit(1);
fs.rmSync(path.join(root, 'tests/visual/baselines'), { recursive: true, force: true });
const status = run([
  'exec',
  'playwright',
  'test',
  '--config',
  'tests/visual/playwright.config.ts',
  '--update-snapshots=all',
  '--reporter=dot',
]);
const count = fs.readdirSync(path.join(root, 'tests/visual/baselines')).length;
console.log(`\n${count} baseline images in tests/visual/baselines`);
process.exit(status);
