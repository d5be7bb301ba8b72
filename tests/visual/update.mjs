// Regenerates screenshot baselines from a fresh Storybook build. Run after an intended visual change.
//
//   pnpm visual:update                        every baseline: the folder is emptied first, so
//                                             baselines of deleted or renamed stories do not linger
//   pnpm visual:update <prefix> [<prefix>…]   only the stories whose baseline names start with a
//                                             prefix (e.g. `hesap-giris-formu--`); their old files
//                                             go first, every other baseline stays as it is
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baselines = path.join(root, 'tests/visual/baselines');
const prefixes = process.argv.slice(2).filter((arg) => arg !== '--');
const invalid = prefixes.filter((prefix) => !/^[a-z0-9][a-z0-9-]*$/.test(prefix));
if (invalid.length) {
  console.error(
    `Not a baseline-name prefix: ${invalid.join(', ')}\n` +
      'Prefixes are lower-case ASCII as the file names are (ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, other signs →-),\n' +
      'for example `hesap-giris-formu--` for every story of "Hesap/Giriş Formu".',
  );
  process.exit(1);
}
const matches = (file) => prefixes.some((prefix) => file.startsWith(prefix));
const run = (args, env = {}) =>
  spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (run(['build-storybook']) !== 0) process.exit(1);
if (prefixes.length === 0) fs.rmSync(baselines, { recursive: true, force: true });
else for (const file of fs.readdirSync(baselines).filter(matches)) fs.rmSync(path.join(baselines, file));
const status = run(
  [
    'exec',
    'playwright',
    'test',
    '--config',
    'tests/visual/playwright.config.ts',
    '--update-snapshots=all',
    '--reporter=dot',
  ],
  { VISUAL_STORIES: prefixes.join(',') },
);
const files = fs.readdirSync(baselines);
console.log(
  prefixes.length === 0
    ? `\n${files.length} baseline images in tests/visual/baselines`
    : `\n${files.filter(matches).length} baseline images for ${prefixes.join(', ')} (${files.length} in tests/visual/baselines)`,
);
process.exit(status);
