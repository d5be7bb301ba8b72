import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { pageRows } from '../src/seed/content.ts';

// On the embedded SQLite file: the migrations' statements are the same on PostgreSQL.
let database: DatabaseHandle;
let migrator: Migrator;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before the migrations
let db: Kysely<any>;
const names = Object.keys(migrations).sort();
const at = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  database = openDatabase({ sqlitePath: ':memory:' });
  db = database.db;
  migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  expect(
    (await migrator.migrateTo(names[names.indexOf('0671-notice-tab-title') - 1]!)).error,
  ).toBeUndefined();
});
afterAll(async () => {
  await database.close();
});

describe('migration 0671-notice-tab-title', () => {
  const seeded = pageRows.find((p) => p.slug === 'yeni-adliyeler-eklendi')!;
  const page = (id: number, body: string) => ({ ...seeded, id, slug: `sayfa-${id}`, body });

  it('names the settings tab as it is called in the seeded notice, and leaves an edited one alone', async () => {
    const asSeeded = seeded.body.replace('› Görev Aldığım Adliyeler', '› Görev Adliyeleri');
    expect(asSeeded).not.toBe(seeded.body);
    const edited = '<p>Görev Adliyeleri bölümünü güncelleyiniz.</p>';
    await db
      .insertInto('pages')
      .values([page(4, asSeeded), page(9, edited)])
      .execute();

    expect((await migrator.migrateTo('0671-notice-tab-title')).error).toBeUndefined();
    const bodies = await db.selectFrom('pages').select(['id', 'body']).orderBy('id').execute();
    expect(bodies).toEqual([
      { id: 4, body: seeded.body },
      { id: 9, body: edited },
    ]);
    expect(seeded.body).toContain('Hesap Ayarları › Görev Aldığım Adliyeler');
  });
});

describe('migration 0672-names-without-title', () => {
  it('stores the demo lawyers’ names without the title, as a new member’s is stored', async () => {
    const user = (name: string, telephone: string) => ({
      name,
      telephone,
      password_hash: 'x',
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('users')
      .values([
        user('Av. Burak Şahin', '05550000004'),
        user('AV. Zeynep Kaya', '05550000003'),
        user('Avukat Selin Aydın', '05550000005'),
        user('Avni Çelik', '05550000006'),
        user('Mehmet Demir', '05550000002'),
      ])
      .execute();

    expect((await migrator.migrateTo('0672-names-without-title')).error).toBeUndefined();
    const rows = await db.selectFrom('users').select('name').orderBy('telephone').execute();
    expect(rows.map((r) => r.name)).toEqual([
      'Mehmet Demir',
      'Zeynep Kaya',
      'Burak Şahin',
      'Selin Aydın',
      'Avni Çelik',
    ]);
  });
});
