// A second server process for the Redis fan-out test: the same app on its own database, sharing
// only the Redis server and the realtime prefix with the test process. Prints its port, then
// serves until the parent closes its stdin.
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { startApp } from './harness.ts';

const database = openDatabase({ sqlitePath: ':memory:' });
await migrateToLatest(database.db);
const peer = await startApp(
  { redisUrl: process.env.PEER_REDIS_URL, redisPrefix: process.env.PEER_REDIS_PREFIX ?? 'meslektas' },
  database,
);
process.stdout.write(`${peer.port}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void peer
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
