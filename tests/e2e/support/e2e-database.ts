/**
 * The e2e server's SQLite file and its realtime endpoint, for the scripts in this folder that act
 * as an operator while there is no console queue for it: they change rows through the server's own
 * services and publish the events through the server's Pusher HTTP API, as another server process
 * would. Never part of the app or the server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../packages/server/src/db/database.ts';
import { PusherHttpBroadcaster } from '../../../packages/server/src/realtime/pusher-http-broadcaster.ts';
import { resolveAppSecret } from '../../../packages/server/src/realtime/realtime.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Events = { channels: string[]; event: string; data: unknown }[];

/** Opens the database of the e2e server on `port`, with a broadcaster that reaches its clients. */
export async function openE2eDatabase(port: string) {
  const { db, close } = openDatabase({ sqlitePath: path.join(repoRoot, `.reports/e2e/app-${port}.db`) });
  let secret: string;
  try {
    secret = await resolveAppSecret(db, undefined);
  } catch (error) {
    await close();
    throw error;
  }
  // The broadcaster only ever calls `error`.
  const log = { error: (...args: unknown[]) => console.error(...args) } as unknown as ConstructorParameters<
    typeof PusherHttpBroadcaster
  >[1];
  const broadcaster = new PusherHttpBroadcaster(
    {
      appId: 'meslektas',
      key: 'meslektas',
      secret,
      host: '127.0.0.1',
      port: Number(port),
      scheme: 'http',
      cluster: undefined,
    },
    log,
  );
  /** The `publish` dependency of the services that return their events. */
  const publish = async (events: Events) => {
    for (const e of events) await broadcaster.publish(e.channels, e.event, e.data);
  };
  return { db, close, broadcaster, publish };
}
