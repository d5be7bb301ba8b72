import type { FastifyInstance } from 'fastify';
import type { NewUser, UserRow } from '../../src/db/schema.ts';
import { CAGLAYAN_ADLIYESI_ID, ISTANBUL_BAROSU_ID } from '../../src/seed/ids.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import type { Db } from '../../src/services/deps.ts';
import { issueToken } from '../../src/services/tokens.ts';

export const DEFAULT_PASSWORD = 'Demo.1234';

// scrypt is slow on purpose; one hash of the default password serves every factory user.
let defaultHash: Promise<string> | undefined;
function passwordHash(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = Math.floor(Math.random() * 1_000_000);

export interface UserOverrides extends Partial<Omit<NewUser, 'password_hash'>> {
  /** Plain password; defaults to DEFAULT_PASSWORD. */
  password?: string;
  /** Courthouses the lawyer serves; defaults to Çağlayan. */
  courthouses?: number[];
  /** Categories the lawyer does not want tasks from. */
  excludedCategories?: number[];
}

/**
 * A lawyer ready to use the product: verified phone and e-mail, active, İstanbul Barosu, serving
 * Çağlayan Adliyesi, task-taking on. Override any column to build the other states.
 */
export async function createUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, courthouses, excludedCategories, ...columns } = overrides;
  sequence += 1;
  const n = String(sequence % 10_000_000).padStart(7, '0');
  const now = app.now().toISOString();
  const user = await app.db
    .insertInto('users')
    .values({
      name: `Av. Test Kullanıcı ${n}`,
      email: `avukat${n}.${sequence}@example.com`,
      telephone: `0532${n}`,
      password_hash: await passwordHash(password),
      baro_id: ISTANBUL_BAROSU_ID,
      sms_verified_at: now,
      email_verified_at: now,
      status: 'active',
      created_at: now,
      updated_at: now,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const adliyeIds = courthouses ?? [CAGLAYAN_ADLIYESI_ID];
  if (adliyeIds.length > 0) {
    await app.db
      .insertInto('user_courthouses')
      .values(adliyeIds.map((adliye_id) => ({ user_id: user.id, adliye_id })))
      .execute();
  }
  if (excludedCategories && excludedCategories.length > 0) {
    await app.db
      .insertInto('user_excluded_categories')
      .values(excludedCategories.map((category_id) => ({ user_id: user.id, category_id })))
      .execute();
  }
  return user;
}

/** A live bearer token for the user, issued the same way login does. */
export function tokenFor(app: FastifyInstance, user: Pick<UserRow, 'id'>): Promise<string> {
  return issueToken(app.db, user.id, app.now());
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A user and the headers to act as them. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; token: string; headers: { authorization: string } }> {
  const user = await createUser(app, overrides);
  const token = await tokenFor(app, user);
  return { user, token, headers: bearer(token) };
}

/** The id of the user with this telephone (a demo lawyer's, say); there must be one. */
export async function userIdByTelephone(db: Db, telephone: string): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('telephone', '=', telephone)
    .executeTakeFirstOrThrow();
  return user.id;
}
