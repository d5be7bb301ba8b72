import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; anything else (or unset) means the SQLite file. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  seedDemo: boolean;
  /** Folder with the built app; served with an SPA fallback when it exists. */
  staticDir: string;
  logLevel: string;
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** Reads and validates the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// (leave it unset for the built-in SQLite file), got "${databaseUrl}".`,
    );
  }
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    sqlitePath: path.resolve(repoRoot, env.SQLITE_PATH?.trim() || 'data/app.db'),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    staticDir: path.resolve(repoRoot, env.STATIC_DIR?.trim() || 'packages/app/dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
