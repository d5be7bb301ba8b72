import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { isUniqueViolation } from '../src/db/unique-violation.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/** The error a statement throws, or undefined when it succeeds. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (err) {
    return err;
  }
}

// Runs on in-memory SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
describe(`unique-violation detection (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let database: DatabaseHandle;
  const now = new Date('2026-11-21T09:00:00Z').toISOString();
  const user = (telephone: string, email: string | null = null) => ({
    name: 'Av. Deneme',
    email,
    telephone,
    password_hash: 'x',
    created_at: now,
    updated_at: now,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insertInto('users').values(user('05320000001', 'bir@example.com')).execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each([
    ['a second row with the same unique telephone', () => user('05320000001')],
    ['a second row with the same unique e-mail', () => user('05320000002', 'bir@example.com')],
  ])('given %s / is a unique violation', async (_label, row) => {
    const err = await failure(() => database.db.insertInto('users').values(row()).execute());
    expect(err).toBeDefined();
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('given a second row with the same primary key / is a unique violation', async () => {
    const row = { name: 'deneme_sabit', description: 'bir' };
    await database.db.insertInto('constants').values(row).execute();
    const err = await failure(() => database.db.insertInto('constants').values(row).execute());
    expect(isUniqueViolation(err)).toBe(true);
  });

  it.each([
    ['a missing required column', () => ({ ...user('05320000003'), telephone: null as unknown as string })],
    ['a foreign key to no row', () => ({ ...user('05320000004'), baro_id: 999_999 })],
  ])('given %s / is another error, not a unique violation', async (_label, row) => {
    const err = await failure(() => database.db.insertInto('users').values(row()).execute());
    expect(err).toBeDefined();
    expect(isUniqueViolation(err)).toBe(false);
  });

  it.each([
    [
      'an error that only mentions "unique" in its text',
      new Error('UNIQUE constraint failed: users.telephone'),
    ],
    [
      'an error that only mentions a duplicate key',
      new Error('duplicate key value violates unique constraint'),
    ],
    ['nothing', undefined],
    ['a string', '23505'],
  ])('given %s / is not a unique violation', (_label, err) => {
    expect(isUniqueViolation(err)).toBe(false);
  });
});
