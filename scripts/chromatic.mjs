// Publishes the Storybook catalogue to Chromatic for visual review. Without a project token there
// is nothing to publish to, so it says how to set one up and exits successfully.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      'To publish the Storybook catalogue for visual review:',
      '  1. create a project on https://www.chromatic.com and copy its project token;',
      '  2. run: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      'Local screenshot checks do not need Chromatic: `pnpm test visual` compares every story',
      'against the baselines in tests/visual/baselines.',
    ].join('\n'),
  );
  process.exit(0);
}

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run('pnpm', ['build-storybook']) !== 0) process.exit(1);
// The CLI is the pinned root devDependency (17.x, on the project's Node 24), not a download at run time.
// The token is read from the environment by the CLI, so it never appears in the process list.
const status = run('pnpm', [
  'exec',
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
process.exit(status);
