import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
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

/** The user behind a live (not revoked) token, or undefined; one indexed join per request. */
export async function findTokenOwner(db: Kysely<Database>, token: string): Promise<TokenOwner | undefined> {
  const row = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .where('user_tokens.token_hash', '=', sha256(token))
    .where('user_tokens.revoked', '=', 0)
    .selectAll('users')
    .select('user_tokens.id as token_id')
    .executeTakeFirst();
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
