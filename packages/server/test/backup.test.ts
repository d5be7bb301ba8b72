import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName, backupSqlite } from '../src/db/backup.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadReferenceData } from '../src/seed/reference.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dir: string;
let source: string;
let serving: DatabaseHandle;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-backup-'));
  source = path.join(dir, 'app.db');
  // The server's own connection stays open for the whole file, as while serving.
  serving = openDatabase({ sqlitePath: source });
  await migrateToLatest(serving.db);
  await loadReferenceData(serving.db);
  await serving.db
    .insertInto('app_meta')
    .values([
      { key: 'backup_test_a', value: 'önce' },
      { key: 'backup_test_b', value: 'önce' },
    ])
    .execute();
});
afterAll(async () => {
  await serving.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function metaOf(handle: DatabaseHandle) {
  const rows = await handle.db
    .selectFrom('app_meta')
    .select(['key', 'value'])
    .where('key', 'like', 'backup_test_%')
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

describe('a SQLite backup taken while serving', () => {
  it('names the copy by the UTC time it was taken', () => {
    expect(backupFileName(new Date('2026-11-26T07:05:09.123Z'))).toBe('app-20261126-070509.db');
  });

  it('copies the last committed state while another connection is mid-transaction, and restores', async () => {
    const writer = new SQLite(source);
    writer.exec('BEGIN IMMEDIATE');
    writer.prepare("UPDATE app_meta SET value = 'sonra' WHERE key = 'backup_test_a'").run();
    writer.prepare("INSERT INTO app_meta (key, value) VALUES ('backup_test_c', 'sonra')").run();

    const copy = backupSqlite(source, path.join(dir, 'backups'), new Date('2026-11-26T16:45:00Z'));
    writer.exec('COMMIT');
    writer.close();
    expect(path.basename(copy)).toBe('app-20261126-164500.db');

    // Restoring is putting the copy where SQLITE_PATH points and starting the server on it.
    const restoredPath = path.join(dir, 'restored', 'app.db');
    fs.mkdirSync(path.dirname(restoredPath));
    fs.copyFileSync(copy, restoredPath);
    const restored = openDatabase({ sqlitePath: restoredPath });
    try {
      await migrateToLatest(restored.db);
      // The snapshot: neither half of the open transaction, everything committed before it.
      expect(await metaOf(restored)).toEqual({ backup_test_a: 'önce', backup_test_b: 'önce' });
      const count = (handle: DatabaseHandle) =>
        handle.db
          .selectFrom('courthouses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
      expect(await count(restored)).toEqual(await count(serving));
      expect((await count(restored)).n).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
    // The transaction went on to commit in the served database.
    expect(await metaOf(serving)).toEqual({
      backup_test_a: 'sonra',
      backup_test_b: 'önce',
      backup_test_c: 'sonra',
    });
  });

  it('is what `pnpm backup <folder>` writes', { timeout: 30_000 }, async () => {
    const folder = path.join(dir, 'from-the-command');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'scripts/backup.ts'), folder],
      { cwd: serverDir, env: { ...process.env, SQLITE_PATH: source, DATABASE_URL: '' } },
    );
    const [written] = fs.readdirSync(folder);
    expect(written).toMatch(/^app-\d{8}-\d{6}\.db$/);
    expect(stdout).toContain(path.join(folder, written ?? ''));
    const copy = openDatabase({ sqlitePath: path.join(folder, written ?? '') });
    try {
      expect(await metaOf(copy)).toMatchObject({ backup_test_b: 'önce' });
    } finally {
      await copy.close();
    }
  });
});
