import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const rootPackage = JSON.parse(fs.readFileSync(path.join(serverDir, '../../package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('the runtime', () => {
  it('is the Node the project pins in package.json, not the machine’s', () => {
    expect(process.version).toBe(`v${rootPackage.devDependencies.node}`);
    expect(process.version).toMatch(/^v24\./);
  });

  it('loads better-sqlite3 and sharp, built for this Node’s ABI', () => {
    const require = createRequire(path.join(serverDir, 'package.json'));
    const Database = require('better-sqlite3') as new (file: string) => {
      prepare(sql: string): { get(): unknown };
      close(): void;
    };
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
    const sharp = require('sharp') as { versions: { vips: string } };
    expect(sharp.versions.vips).toMatch(/^\d+\.\d+/);
  });
});

describe('the compiled server (`pnpm start`)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-compiled-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs from dist/ without TypeScript: migrates, loads demo data and answers', async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: serverDir });
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_PATH: path.join(dir, 'app.db'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '',
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const started = await new Promise<RegExpMatchArray>((resolve, reject) => {
        const timer = setInterval(() => {
          const demo = /Demo data loaded/.test(output);
          const match = /running at http:\/\/localhost:(\d+) .*ready in (\d+) ms/.exec(output);
          if (match && demo) {
            clearInterval(timer);
            resolve(match);
          }
        }, 50);
        void exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`the server exited with ${code}:\n${output}`));
        });
      });
      expect(Number(started[2])).toBeGreaterThan(0);
      const base = `http://127.0.0.1:${started[1]}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
        status: 'ok',
        database: 'sqlite',
      });
      // A demo account signs in: the seeded rows, checked by the contract bundled in from @meslektas/domain.
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: '05550000001', password: 'Demo.1234' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ user: { telephone: '05550000001', name: 'Ayşe Yılmaz' } });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
