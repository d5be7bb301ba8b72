import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the database benches share: their whole-number options and the server's PostgreSQL client. */

const here = path.dirname(fileURLToPath(import.meta.url));

/** `--name=N` from the command line: a positive whole number, or the fallback. */
export function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** The server package's `pg`, for creating and dropping a bench's own schema. */
export const pg = createRequire(path.join(here, '../packages/server/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(text: string): Promise<unknown>;
    end(): Promise<void>;
  };
};
