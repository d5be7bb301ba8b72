import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openTestDatabase, withSchemaLock } from './helpers/test-app.ts';

describe('database migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates every table the schema declares', async () => {
    const tables = (await withSchemaLock('shared', () => database.db.introspection.getTables())).map(
      (t) => t.name,
    );
    for (const name of [
      'users',
      'user_tokens',
      'verification_codes',
      'outbox',
      'throttles',
      'bars',
      'courthouses',
      'user_courthouses',
      'categories',
      'user_excluded_categories',
      'specialities',
      'user_specialities',
      'missions',
      'mission_answers',
      'applications',
      'comments',
      'notifications',
      'constants',
      'short_descriptions',
      'cities',
      'districts',
      'activity',
      'faqs',
      'pages',
      'web_popups',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('running the migrations again changes nothing', async () => {
    expect(await withSchemaLock('shared', () => migrateToLatest(database.db))).toEqual([]);
  });

  it('stores money as integers, never floats', async () => {
    const tables = await withSchemaLock('shared', () => database.db.introspection.getTables());
    const missions = tables.find((t) => t.name === 'missions');
    const price = missions?.columns.find((c) => c.name === 'price');
    expect(price?.dataType.toLowerCase()).toMatch(/^int/);
  });
});
