import crypto from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, normaliseReferralCode } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** A fresh random code in domain's format (31^8 ≈ 850 billion codes). */
export function newReferralCode(): string {
  let out = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    out += REFERRAL_CODE_ALPHABET[crypto.randomInt(0, REFERRAL_CODE_ALPHABET.length)];
  }
  return out;
}

/** The id of the live lawyer a referral code belongs to, or null (unknown, malformed, deleted). */
export async function findReferrer(db: Kysely<Database>, code: string | undefined): Promise<number | null> {
  const normalised = normaliseReferralCode(code);
  if (normalised === null) return null;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', normalised)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The lawyer's referral code, given one now if he has none (accounts created before codes
 * existed, or by the demo seed). A clash with another lawyer's code draws again.
 */
export async function referralCodeOf(db: Kysely<Database>, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (row.referral_code) return row.referral_code;
    try {
      await db
        .updateTable('users')
        .set({ referral_code: newReferralCode() })
        .where('id', '=', userId)
        .where('referral_code', 'is', null)
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not assign a referral code');
}
