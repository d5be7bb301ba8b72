/**
 * The operator's side of the support system for cancel-and-support.spec.ts, while there is no
 * operator console: answers a lawyer's newest waiting ticket through the server's own service, in the
 * e2e server's SQLite file, and publishes the events through the server's Pusher HTTP API as another
 * server process would. Run as
 * `node --import tsx tests/e2e/support/tickets-db.ts <port> answer <telephone> <answer HTML>`; it
 * prints the answered ticket's id. It is never part of the app or the server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../packages/server/src/db/database.ts';
import { PusherHttpBroadcaster } from '../../../packages/server/src/realtime/pusher-http-broadcaster.ts';
import { resolveAppSecret } from '../../../packages/server/src/realtime/realtime.ts';
import { answerTicket } from '../../../packages/server/src/services/support/tickets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const [port, command, telephone, answer] = process.argv.slice(2);
if (!port || command !== 'answer' || !telephone || !answer)
  throw new Error('usage: tickets-db.ts <port> answer <telephone> <answer>');

const { db, close } = openDatabase({ sqlitePath: path.join(root, `.reports/e2e/app-${port}.db`) });
try {
  // The broadcaster only ever calls `error`.
  const log = { error: (...args: unknown[]) => console.error(...args) } as unknown as ConstructorParameters<
    typeof PusherHttpBroadcaster
  >[1];
  const broadcaster = new PusherHttpBroadcaster(
    {
      appId: 'meslektas',
      key: 'meslektas',
      secret: await resolveAppSecret(db, undefined),
      host: '127.0.0.1',
      port: Number(port),
      scheme: 'http',
      cluster: undefined,
    },
    log,
  );
  const ticket = await db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select('tickets.id')
    .where('users.telephone', '=', telephone)
    .where('tickets.status', '=', 'pending')
    .orderBy('tickets.id', 'desc')
    .executeTakeFirstOrThrow();
  const answered = await answerTicket(
    {
      db,
      now: () => new Date(),
      publish: async (events) => {
        for (const e of events) await broadcaster.publish(e.channels, e.event, e.data);
      },
    },
    { ticketId: ticket.id, answer },
  );
  process.stdout.write(String(answered.id));
} finally {
  await close();
}
