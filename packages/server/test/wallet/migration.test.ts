import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';

// On the embedded SQLite file: the migration's statements are the same on PostgreSQL.
let database: DatabaseHandle;
let migrator: Migrator;
beforeAll(() => {
  database = openDatabase({ sqlitePath: ':memory:' });
  migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
});
afterAll(async () => {
  await database.close();
});

describe('migration 0580-wallet', () => {
  it('moves a balance kept in users.cash into the ledger and drops the column', async () => {
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('0580-wallet') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before the migration
    const db = database.db as unknown as Kysely<any>;
    const at = '2026-01-01T00:00:00.000Z';
    const user = (values: Record<string, unknown>) => ({
      password_hash: 'x',
      created_at: at,
      updated_at: at,
      ...values,
    });
    await db
      .insertInto('users')
      .values([
        user({ name: 'Av. Bakiyeli', telephone: '05320000001', cash: 12_550 }),
        user({ name: 'Av. Bakiyesiz', telephone: '05320000002', cash: 0 }),
      ])
      .execute();

    expect((await migrator.migrateTo('0580-wallet')).error).toBeUndefined();
    const entries = await sql<{ name: string; kind: string; amount: number; note: string }>`
      SELECT u.name, w.kind, w.amount, w.note FROM wallet_entries w JOIN users u ON u.id = w.user_id`.execute(
      db,
    );
    expect(entries.rows).toEqual([
      { name: 'Av. Bakiyeli', kind: 'adjustment', amount: 12_550, note: 'Önceki bakiye' },
    ]);
    const columns = (await database.db.introspection.getTables()).find((t) => t.name === 'users')!.columns;
    expect(columns.map((c) => c.name)).not.toContain('cash');
  });
});
