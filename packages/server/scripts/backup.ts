/**
 * `pnpm backup [folder]`: a consistent copy of the SQLite database, taken while the server runs,
 * into `folder` (default `data/backups`, relative to where the command was typed). PostgreSQL is
 * backed up with its own tools: see docs/deploy.md.
 */
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';
import { backupSqlite } from '../src/db/backup.ts';

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/deploy.md, "Backups").');
    process.exit(1);
  }
  const argument = process.argv[2];
  const folder = argument
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
    : path.join(repoRoot, 'data/backups');
  console.log(`Backup written: ${backupSqlite(config.sqlitePath, folder)}`);
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
}
