/**
 * The e2e server's SQLite file, for the script in this folder that reads what has no API (the codes
 * the outbox holds, a referral code). Never part of the app or the server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../packages/server/src/db/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Opens the database of the e2e server on `port`. */
export function openE2eDatabase(port: string) {
  return openDatabase({ sqlitePath: path.join(repoRoot, `.reports/e2e/app-${port}.db`) });
}
