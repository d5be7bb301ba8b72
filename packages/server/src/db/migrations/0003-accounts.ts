import type { Kysely } from 'kysely';
import { flag, timestamp, withSerialId } from './helpers.ts';

/** Lawyers, their sessions, verification codes, the outbox and the throttle counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withSerialId(db, db.schema.createTable('users'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.unique())
    // Always stored as 05xxxxxxxxx.
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('baro_id', 'integer', (c) => c.references('bars.id'))
    .addColumn('avatar', 'text')
    .addColumn('pending_avatar', 'text')
    .addColumn('verification_image', 'text')
    .addColumn('vip', 'integer', flag(0))
    .addColumn('pro_last_date', timestamp)
    // Yearly Pro price and its discount, in kuruş.
    .addColumn('premium_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premium_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cash', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mission_status', 'integer', flag(1))
    .addColumn('mission_create', 'integer', flag(1))
    .addColumn('add_mission', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_notify', 'integer', flag(1))
    .addColumn('sms_notify', 'integer', flag(1))
    .addColumn('call_notify', 'integer', flag(0))
    .addColumn('about_text', 'text')
    .addColumn('pending_about_text', 'text')
    .addColumn('baro_change', 'integer', flag(0))
    .addColumn('cancel_request', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('deleted', 'integer', flag(0))
    .addColumn('sms_verified_at', timestamp)
    .addColumn('email_verified_at', timestamp)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('ban_message', 'text')
    .addColumn('tc', 'varchar(11)')
    .addColumn('sicil', 'varchar(50)')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_baro_idx').on('users').column('baro_id').execute();

  await withSerialId(db, db.schema.createTable('user_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the bearer token; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('revoked', 'integer', flag(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('last_used_at', timestamp)
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('verification_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'varchar(255)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('consumed_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_codes_user_idx')
    .on('verification_codes')
    .columns(['user_id', 'channel'])
    .execute();

  await withSerialId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('sent_at', timestamp)
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_courthouses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('adliye_id', 'integer', (c) => c.notNull().references('courthouses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_courthouses_pk', ['user_id', 'adliye_id'])
    .execute();
  await db.schema
    .createIndex('user_courthouses_adliye_idx')
    .on('user_courthouses')
    .column('adliye_id')
    .execute();

  await db.schema
    .createTable('user_excluded_categories')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_excluded_categories_pk', ['user_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('user_specialities')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('speciality_id', 'integer', (c) =>
      c.notNull().references('specialities.id').onDelete('cascade'),
    )
    // 0–100, drawn as the progress bar on the profile.
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_specialities_pk', ['user_id', 'speciality_id'])
    .execute();

  await withSerialId(db, db.schema.createTable('short_descriptions'))
    // NULL means a system description, read-only for everyone.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('short_descriptions_user_idx')
    .on('short_descriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'short_descriptions',
    'user_specialities',
    'user_excluded_categories',
    'user_courthouses',
    'throttles',
    'outbox',
    'verification_codes',
    'user_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
