import crypto from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import { timestamp } from './helpers.ts';

function code(): string {
  let out = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    out += REFERRAL_CODE_ALPHABET[crypto.randomInt(0, REFERRAL_CODE_ALPHABET.length)];
  }
  return out;
}

/**
 * Registration: each lawyer's referral code and who referred him, when he accepted the terms, and
 * one account per T.C. kimlik number. Existing lawyers get a code now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('referral_code', 'varchar(16)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('referrer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('users').addColumn('terms_accepted_at', timestamp).execute();
  await db.schema
    .createIndex('users_referral_code_unique')
    .on('users')
    .column('referral_code')
    .unique()
    .execute();
  await db.schema.createIndex('users_tc_unique').on('users').column('tc').unique().execute();
  await db.schema.createIndex('users_referrer_idx').on('users').column('referrer_id').execute();

  const users = db as unknown as Kysely<{ users: { id: number; referral_code: string | null } }>;
  const rows = await users.selectFrom('users').select('id').where('referral_code', 'is', null).execute();
  const taken = new Set<string>();
  for (const row of rows) {
    let next = code();
    while (taken.has(next)) next = code();
    taken.add(next);
    await users.updateTable('users').set({ referral_code: next }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_referrer_idx').execute();
  await db.schema.dropIndex('users_tc_unique').execute();
  await db.schema.dropIndex('users_referral_code_unique').execute();
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
  await db.schema.alterTable('users').dropColumn('referrer_id').execute();
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
}
