// Runs every check of the project in sequence and ends with one totals line:
// "N passed, N failed". Each step's own output streams through as it runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // optional step names, e.g. `pnpm test server e2e`
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Titles of the tests that failed, printed after the summary so the end of a long log names them. */
const failures = [];
const began = Date.now();
const laps = [];
let lapStart = began;
/** Wall time of each phase, printed after the summary so a slow phase shows where the minutes go. */
function lap(label) {
  const now = Date.now();
  if (now - lapStart > 1000) laps.push(`${label} ${Math.round((now - lapStart) / 1000)} s`);
  lapStart = now;
}

function run(cmd, args, { cwd = root, env = {} } = {}) {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${failed > 0 ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

/** A check that is one pass or one failure (typecheck, lint, build). */
function check(name, cmd, args, options) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n━━ ${name} ━━`);
  const status = run(cmd, args, options);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

/** Pass-or-fail checks run `limit` at a time; results are recorded in the order they were given. */
async function checksInParallel(steps, limit) {
  const chosen = steps.filter((s) => !only.length || only.some((o) => s.name.startsWith(o)));
  const results = new Array(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      const step = chosen[i];
      results[i] = await new Promise((resolve) => {
        const child = spawn('pnpm', step.args, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (status) => {
          console.log(`\n━━ ${step.name} ━━\n${output.trimEnd()}`);
          resolve(status === 0);
        });
      });
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  chosen.forEach((step, i) => record(step.name, results[i] ? 1 : 0, results[i] ? 0 : 1));
}

/** A vitest run, counted test by test from its JSON report. */
function vitestArgs(name) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    out,
    args: ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
  };
}

function recordVitest(name, out, status) {
  if (!fs.existsSync(out)) return record(name, 0, 1);
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`${name}: ${where} › ${a.fullName}`);
    if (!failed.length && file.status === 'failed')
      failures.push(`${name}: ${where} (${file.message || 'file failed'})`);
  }
  // A crashed file or a failed coverage threshold fails the step even when every test passed.
  const extra = status !== 0 && r.numFailedTests === 0 ? 1 : 0;
  if (r.numTotalTests === 0) return record(name, 0, 1);
  record(name, r.numPassedTests, r.numFailedTests + extra, r.numPendingTests + (r.numTodoTests ?? 0));
}

function vitest(name, cwd, args = [], env = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n━━ ${name} ━━`);
  const v = vitestArgs(name);
  const status = run('pnpm', [...v.args, ...args], { cwd: path.join(root, cwd), env });
  recordVitest(name, v.out, status);
}

/**
 * Vitest runs side by side (the server suite on SQLite and on PostgreSQL: one mostly computes, the
 * other mostly waits for the database); each one's output is printed whole when it ends.
 */
async function vitestsInParallel(runs) {
  const chosen = runs.filter((r) => !only.length || only.some((o) => r.name.startsWith(o)));
  const statuses = await Promise.all(
    chosen.map(
      (r) =>
        new Promise((resolve) => {
          const v = vitestArgs(r.name);
          const child = spawn('pnpm', v.args, {
            cwd: path.join(root, r.cwd),
            env: { ...process.env, ...r.env },
          });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (status) => {
            console.log(`\n━━ ${r.name} ━━\n${output.trimEnd()}`);
            resolve({ out: v.out, status: status ?? 1 });
          });
        }),
    ),
  );
  chosen.forEach((r, i) => recordVitest(r.name, statuses[i].out, statuses[i].status));
}

const wantsBrowser =
  !only.length || only.some((o) => ['ui', 'e2e', 'visual'].some((s) => s.startsWith(o) || o.startsWith(s)));
if (wantsBrowser && !ensureChromium()) process.exit(1);

// The static checks share nothing, so they run two at a time (the machines have two cores); each
// one's output is printed whole when it ends.
await checksInParallel(
  [
    ...['domain', 'ui', 'app', 'server'].map((pkg) => ({
      name: `typecheck ${pkg}`,
      args: ['exec', 'tsc', '--noEmit', '-p', `packages/${pkg}`],
    })),
    { name: 'typecheck tooling', args: ['exec', 'tsc', '--noEmit', '-p', '.'] },
    { name: 'lint', args: ['exec', 'eslint', '--max-warnings', '0', '.'] },
    { name: 'format', args: ['exec', 'prettier', '--check', '--log-level', 'warn', '.'] },
    // Unused files, dependencies and exports (knip.jsonc says why a dependency it cannot see is kept).
    { name: 'knip', args: ['exec', 'knip', '--no-progress', '--no-config-hints'] },
    // Domain's rules once more with only shipped code as callers (knip.jsonc's `!` patterns): a rule
    // that only its own test calls is dead. Types stay out: they are the contract's vocabulary.
    {
      name: 'knip production',
      args: [
        'exec',
        'knip',
        '--production',
        '--workspace',
        'packages/domain',
        '--exclude',
        'types',
        '--no-progress',
        '--no-config-hints',
      ],
    },
  ],
  2,
);
lap('static checks');

vitest('domain', 'packages/domain', ['--coverage']);
const coverageFile = path.join(reports, 'coverage/domain/coverage-summary.json');
if (fs.existsSync(coverageFile)) {
  const pct = JSON.parse(fs.readFileSync(coverageFile, 'utf8')).total.lines.pct;
  summary.push(`     domain line coverage: ${pct}%`);
}
lap('domain');
// The ui package's unit tests; its stories (play functions, axe, screenshots) are the visual step.
vitest('ui', 'packages/ui', ['--project', 'ui']);
lap('ui');
// packages/ui built as a library (dist/), and a small consumer type-checked against dist only.
check('ui library', 'node', ['tests/ui-consumer/check.mjs']);
lap('ui library');
if (
  fs
    .readdirSync(path.join(root, 'packages/app/src'), { recursive: true })
    .some((f) => /\.test\.tsx?$/.test(String(f)))
) {
  vitest('app', 'packages/app');
}
lap('app');
await vitestsInParallel([
  { name: 'server sqlite', cwd: 'packages/server', env: { TEST_DATABASE_URL: '' } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server postgres',
          cwd: 'packages/server',
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
        },
      ]
    : []),
]);
if (!process.env.TEST_DATABASE_URL && (!only.length || only.some((o) => 'server postgres'.startsWith(o)))) {
  summary.push('     server postgres: not run (TEST_DATABASE_URL is not set)');
}
lap('server');

// Three server processes behind haproxy (deploy/haproxy.cfg) on PostgreSQL and Redis, one killed
// under load: needs TEST_DATABASE_URL, REDIS_URL and haproxy (`.ci/run` installs it).
if (!only.length || only.some((o) => 'cluster'.startsWith(o))) {
  const missing = [
    ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
    ...(process.env.REDIS_URL ? [] : ['REDIS_URL']),
    ...(fs.existsSync('/usr/sbin/haproxy') ? [] : ['haproxy']),
  ];
  if (missing.length) summary.push(`     cluster: not run (${missing.join(', ')} missing)`);
  else vitest('cluster', '.', ['--config', 'tests/cluster/vitest.config.ts']);
}
lap('cluster');

/** Terminal colour codes, which Playwright's error messages carry. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Playwright's JSON stats as passed / failed / skipped; a run with no tests at all is a failure. */
function playwrightCounts(out, name) {
  if (!fs.existsSync(out)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        const why = last?.error?.message?.split('\n')[0]?.replace(ANSI_COLOUR, '') ?? '';
        failures.push(
          `${name}: ${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line})${why ? ` — ${why}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats;
  return {
    passed: s.expected + s.flaky,
    failed: s.unexpected + (s.expected + s.unexpected + s.flaky === 0 ? 1 : 0),
    skipped: s.skipped,
  };
}

// The journeys run in two shards side by side, each against its own server and fresh SQLite file
// (most of a journey is waiting for the browser and the server); each shard prints its output whole
// when it ends.
const E2E_SHARDS = 2;
if (!only.length || only.some((o) => 'e2e'.startsWith(o))) {
  console.log('\n━━ e2e ━━');
  const buildStatus = run('pnpm', ['--filter', '@meslektas/app', 'build']);
  if (buildStatus !== 0) {
    record('e2e (app build)', 0, 1);
  } else {
    const shards = Array.from({ length: E2E_SHARDS }, (_, i) => i + 1);
    const outs = await Promise.all(
      shards.map(
        (shard) =>
          new Promise((resolve) => {
            const out = path.join(reports, `e2e-${shard}.json`);
            const child = spawn(
              'pnpm',
              [
                'exec',
                'playwright',
                'test',
                '--config',
                'tests/e2e/playwright.config.ts',
                `--shard=${shard}/${E2E_SHARDS}`,
              ],
              {
                cwd: root,
                env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_PORT: String(3100 + shard - 1) },
              },
            );
            let output = '';
            child.stdout.on('data', (d) => (output += d));
            child.stderr.on('data', (d) => (output += d));
            child.on('close', () => {
              console.log(`\n━━ e2e shard ${shard}/${E2E_SHARDS} ━━\n${output.trimEnd()}`);
              resolve(out);
            });
          }),
      ),
    );
    const counts = outs.map((out) => playwrightCounts(out, 'e2e'));
    record(
      'e2e',
      counts.reduce((n, c) => n + c.passed, 0),
      counts.reduce((n, c) => n + c.failed, 0),
      counts.reduce((n, c) => n + c.skipped, 0),
    );
  }
}

lap('e2e');

// Every story of the built Storybook once: its play function must pass, axe must find nothing, and
// it must match its screenshots at 360 and 1280 px in tests/visual/baselines (regenerate them with
// `pnpm visual:update` after an intended change). One render serves all three checks.
if (!only.length || only.some((o) => 'visual'.startsWith(o))) {
  console.log('\n━━ visual ━━');
  // Always a fresh build, so the screenshots show the current sources and not a stale catalogue.
  const buildStatus = run('pnpm', ['build-storybook']);
  if (buildStatus !== 0) {
    record('visual (storybook build)', 0, 1);
  } else {
    const out = path.join(reports, 'visual.json');
    run('pnpm', ['exec', 'playwright', 'test', '--config', 'tests/visual/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    const c = playwrightCounts(out, 'visual');
    record('visual', c.passed, c.failed, c.skipped);
  }
}

lap('visual');

console.log(`\n━━ summary ━━\n${summary.join('\n')}\n`);
if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
console.log(`time: ${laps.join(', ')}; ${Math.round((Date.now() - began) / 1000)} s in all\n`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
