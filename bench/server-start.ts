// Start-up time of the server: process start to listening, on a fresh SQLite file (migrations,
// reference data and demo data written) and again on that file (nothing left to write), for the
// compiled output that `pnpm start` runs and for the TypeScript sources through tsx. Each start
// is timed twice: by the server itself (its "ready in N ms", counted from its process's start)
// and from here (spawn to the first answer of /api/health). Medians of `--runs` starts each.
//
//   pnpm exec node --import tsx bench/server-start.ts [--runs=5]
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/server');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);

interface Start {
  ready: number;
  answered: number;
}

async function start(args: string[], sqlitePath: string): Promise<Start> {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      const match = /running at http:\/\/localhost:(\d+) .*ready in (\d+) ms/.exec(output);
      if (match) {
        const response = await fetch(`http://127.0.0.1:${match[1]}/api/health`);
        if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
        return { ready: Number(match[2]), answered: performance.now() - began };
      }
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir });
const variants = [
  { name: 'compiled (dist/server.js)', args: ['--enable-source-maps', 'dist/server.js'] },
  { name: 'sources through tsx', args: ['--import', 'tsx', 'src/server.ts'] },
];
console.log(`Node ${process.version}, ${os.cpus().length} cores, ${runs} starts each, medians:`);
for (const variant of variants) {
  const fresh: Start[] = [];
  const again: Start[] = [];
  for (let i = 0; i < runs; i += 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-start-'));
    const file = path.join(dir, 'app.db');
    fresh.push(await start(variant.args, file));
    again.push(await start(variant.args, file));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const line = (label: string, starts: Start[]) =>
    `  ${label}: ready in ${median(starts.map((s) => s.ready))} ms, first answer after ${Math.round(median(starts.map((s) => s.answered)))} ms`;
  console.log(
    `${variant.name}\n${line('fresh database, demo data written', fresh)}\n${line('existing database', again)}`,
  );
}
