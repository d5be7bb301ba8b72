import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** `app-20261126-164500.db` for 2026-11-26 16:45:00 UTC: sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `app-${stamp}.db`;
}

/**
 * Copies the SQLite database at `source` to a timestamped file in `folder` while the server keeps
 * using it, and returns the copy's path. `VACUUM INTO` writes what one read transaction sees: in
 * WAL mode that is the last committed state, a writer is neither blocked nor half copied, and the
 * copy is compacted. Its own connection, so the server's is untouched; an existing copy of the
 * same second is never overwritten (SQLite refuses to).
 */
export function backupSqlite(source: string, folder: string, at: Date = new Date()): string {
  fs.mkdirSync(folder, { recursive: true });
  const target = path.join(folder, backupFileName(at));
  const connection = new SQLite(source, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    connection.prepare('VACUUM INTO ?').run(target);
  } finally {
    connection.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup ${target} failed its check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return target;
}
