import type { Kysely } from 'kysely';
import { flag } from './helpers.ts';

/**
 * Reference tables. Their ids come from the seed (plate codes for provinces and bars, fixed ids
 * for the rest) so that loading the seed again at every start finds the same rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  await db.schema.createIndex('districts_city_idx').on('districts').column('city_id').execute();

  await db.schema
    .createTable('bars')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .execute();

  await db.schema
    .createTable('courthouses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('baro_id', 'integer', (c) => c.notNull().references('bars.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('is_main', 'integer', flag(0))
    .execute();
  await db.schema.createIndex('courthouses_baro_idx').on('courthouses').column('baro_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    // Allowed budgets in whole lira, comma-separated, as the client shows them ("500,750,1000").
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('out_adliye', 'varchar(10)', (c) => c.notNull().defaultTo('both'))
    .addColumn('time_required', 'integer', flag(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', flag(1))
    .execute();

  await db.schema
    .createTable('specialities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mission_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('constants')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // 'general' for /global/faq, 'partnership' for /partnership/faq.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(150)', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('in_homepage', 'integer', flag(1))
    .addColumn('url', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('web_popups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'integer', flag(1))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'web_popups',
    'pages',
    'faqs',
    'constants',
    'mission_answers',
    'specialities',
    'categories',
    'courthouses',
    'bars',
    'districts',
    'cities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
