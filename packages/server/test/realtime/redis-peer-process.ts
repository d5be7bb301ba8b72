// A second server process for the Redis fan-out test: the same app on its own database, sharing
// only the Redis server and the realtime prefix with the test process. Prints its port, then
// serves until the parent closes its stdin.
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { appId, appKey, appSecret } from './harness.ts';

const database = openDatabase({ sqlitePath: ':memory:' });
await migrateToLatest(database.db);
const app = await buildApp({
  config: {
    staticDir: '/nonexistent',
    seedDemo: false,
    pusherAppId: appId,
    pusherAppKey: appKey,
    pusherAppSecret: appSecret,
    pusherHost: undefined,
    pusherCluster: undefined,
    redisUrl: process.env.PEER_REDIS_URL,
    redisPrefix: process.env.PEER_REDIS_PREFIX ?? 'meslektas',
  },
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
