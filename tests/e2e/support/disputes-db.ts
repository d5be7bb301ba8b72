/**
 * The operator's side of the dispute desk for disputes.spec.ts, while there is no operator
 * console: approves every pending message of a dispute through the server's own service, in the
 * e2e server's SQLite file, and publishes the events through the server's Pusher HTTP API as
 * another server process would. Run as
 * `node --import tsx tests/e2e/support/disputes-db.ts <port> approve <disputeId>`; it prints how
 * many messages it approved. It is never part of the app or the server.
 */
import path from 'node:path';
import { approveDisputeMessage } from '../../../packages/server/src/services/disputes/operator.ts';
import { LocalDiskStorage } from '../../../packages/server/src/uploads/storage.ts';
import { createFileUrls, resolveSigningKey } from '../../../packages/server/src/uploads/urls.ts';
import { openE2eDatabase, repoRoot } from './e2e-database.ts';

const [port, command, arg] = process.argv.slice(2);
if (!port || command !== 'approve' || !arg)
  throw new Error('usage: disputes-db.ts <port> approve <disputeId>');

const { db, close, publish } = await openE2eDatabase(port);
try {
  const deps = {
    db,
    storage: new LocalDiskStorage(path.join(repoRoot, 'data/uploads')),
    urls: createFileUrls(await resolveSigningKey(db)),
    now: () => new Date(),
    publish,
  };
  const pending = await db
    .selectFrom('dispute_messages')
    .select('id')
    .where('dispute_id', '=', Number(arg))
    .where('status', '=', 'pending')
    .execute();
  let approved = 0;
  for (const message of pending) {
    if ((await approveDisputeMessage(deps, message.id)) === 'done') approved += 1;
  }
  process.stdout.write(String(approved));
} finally {
  await close();
}
