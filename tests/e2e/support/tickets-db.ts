/**
 * The operator's side of the support system for cancel-and-support.spec.ts, while there is no
 * operator console: answers a lawyer's newest waiting ticket through the server's own service, in the
 * e2e server's SQLite file, and publishes the events through the server's Pusher HTTP API as another
 * server process would. Run as
 * `node --import tsx tests/e2e/support/tickets-db.ts <port> answer <telephone> <answer HTML>`; it
 * prints the answered ticket's id. It is never part of the app or the server.
 */
import { answerTicket } from '../../../packages/server/src/services/support/tickets.ts';
import { openE2eDatabase } from './e2e-database.ts';

const [port, command, telephone, answer] = process.argv.slice(2);
if (!port || command !== 'answer' || !telephone || !answer)
  throw new Error('usage: tickets-db.ts <port> answer <telephone> <answer>');

const { db, close, publish } = await openE2eDatabase(port);
try {
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
      publish,
    },
    { ticketId: ticket.id, answer },
  );
  process.stdout.write(String(answered.id));
} finally {
  await close();
}
