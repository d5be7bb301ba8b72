import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled.ts';
import type { Database, UserRow } from '../db/schema.ts';

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Issues a random bearer token; only its hash is stored, so a database leak gives no sessions. */
export async function issueToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('user_tokens')
    .values({ user_id: userId, token_hash: sha256(token), created_at: now.toISOString() })
    .execute();
  return token;
}

export interface TokenOwner {
  tokenId: number;
  user: UserRow;
}

/**
 * The token's user, and the token's id, compiled once (every authenticated request runs it). Two
 * lookups of the token by its unique hash rather than a join: on each run SQLite plans again a
 * join with a bound value in it, which cost this read nine times what answering it does.
 */
const tokenOwnerRows = compiledOnce<{ hash: string }, UserRow & { token_id: number }>((db, value) => {
  const liveToken = () =>
    db
      .selectFrom('user_tokens')
      .where(
        'user_tokens.token_hash',
        '=',
        value((p) => p.hash),
      )
      .where('user_tokens.revoked', '=', sql.lit(0));
  return db
    .selectFrom('users')
    .selectAll('users')
    .select(() => liveToken().select('user_tokens.id').$castTo<number>().as('token_id'))
    .where('users.id', '=', () => liveToken().select('user_tokens.user_id'));
});

/** The user behind a live (not revoked) token, or undefined; two lookups by its hash (tokenOwnerRows). */
export async function findTokenOwner(db: Kysely<Database>, token: string): Promise<TokenOwner | undefined> {
  const [row] = await tokenOwnerRows(db, { hash: sha256(token) });
  if (!row) return undefined;
  const { token_id, ...user } = row;
  return { tokenId: token_id, user };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('user_tokens').set({ revoked: 1 }).where('id', '=', tokenId).execute();
}

/** Signs every session of an account out (after a password reset). */
export async function revokeAllTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('user_tokens').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}
