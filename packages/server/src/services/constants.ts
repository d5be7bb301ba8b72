import { type Tuning, tuningFrom, tuningNames } from '@meslektas/domain';
import { compiledOnce } from '../db/compiled.ts';
import type { Db } from './deps.ts';

/** A server constant's text, or the fallback when an administrator removed it. */
export async function constantText(db: Db, name: string, fallback: string): Promise<string> {
  const row = await db
    .selectFrom('constants')
    .select('description')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.description ?? fallback;
}

/** The texts of the named constants that exist, by name. */
export async function constantTexts(db: Db, names: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('constants')
    .select(['name', 'description'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name, r.description]));
}

/** `constantTexts` of a fixed list of names, its query compiled once: for a read on every request. */
export function constantTextsReader(names: readonly string[]): (db: Db) => Promise<Map<string, string>> {
  const rows = compiledOnce<null, { name: string; description: string }>((db) =>
    db
      .selectFrom('constants')
      .select(['name', 'description'])
      .where('name', 'in', [...names]),
  );
  return async (db) => new Map((await rows(db, null)).map((r) => [r.name, r.description]));
}

/** Whether lawyers may write their own task description (the allow_custom_descriptions switch). */
export async function customDescriptionsAllowed(db: Db): Promise<boolean> {
  return (await constantText(db, 'allow_custom_descriptions', '1')).trim() === '1';
}

/**
 * The numbers the liquidity rules run on (presence radius, waves, fallback allowances, the free
 * tier's daily limit), read from the table on every call so a console edit applies at once.
 */
export async function readTuning(db: Db): Promise<Tuning> {
  return tuningFrom(
    await db
      .selectFrom('constants')
      .select(['name', 'description'])
      .where('name', 'in', tuningNames)
      .execute(),
  );
}
