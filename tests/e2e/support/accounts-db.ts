/**
 * Reaches into the e2e server's SQLite file for what has no API: the last code the outbox holds for
 * a recipient, and a lawyer's referral code. Run by
 * accounts.spec.ts as `node --import tsx tests/e2e/support/accounts-db.ts <port> <command> <arg>`;
 * it is never part of the app or the server.
 *
 *   code <recipient>     prints the newest 6-digit code sent to the telephone or e-mail
 *   referral <telephone> prints that lawyer's referral code (given one if he has none)
 *   mail <recipient>     prints the newest e-mail to the address as JSON (subject, text, html,
 *                        headers), or nothing when there is none
 */
import { referralCodeOf } from '../../../packages/server/src/services/referral-codes.ts';
import { openE2eDatabase } from './e2e-database.ts';

const [port, command, arg] = process.argv.slice(2);
if (!port || !command || !arg) throw new Error('usage: accounts-db.ts <port> code|mail|referral <value>');

const { db, close } = openE2eDatabase(port);
try {
  if (command === 'code') {
    const row = await db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', arg)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(row.body)?.[1];
    if (!code) throw new Error(`no code in the last message to ${arg}`);
    process.stdout.write(code);
  } else if (command === 'mail') {
    const row = await db
      .selectFrom('outbox')
      .select(['subject', 'body', 'html', 'headers'])
      .where('channel', '=', 'email')
      .where('recipient', '=', arg)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (row) process.stdout.write(JSON.stringify({ ...row, headers: JSON.parse(row.headers ?? '{}') }));
  } else if (command === 'referral') {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('telephone', '=', arg)
      .executeTakeFirstOrThrow();
    process.stdout.write(await referralCodeOf(db, user.id));
  } else {
    throw new Error(`unknown command ${command}`);
  }
} finally {
  await close();
}
