import { type MyCourthouses, formMessages, permissionMessages } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';

export const courthouseMessages = {
  courthousesSaved: 'Görev adliyeleriniz güncellendi.',
  barSaved: 'Baronuz ve görev adliyeleriniz güncellendi.',
  unknownCourthouse: 'Seçtiğiniz adliye bulunamadı.',
  otherBar: 'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.',
} as const;

const byTurkishName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

type BarRights = Pick<UserRow, 'baro_id' | 'bar_change_rights'>;

/**
 * Whether choosing another bar needs a payment first: the lawyer has a bar and no right left.
 * The first choice of a bar (an account without one) is free.
 */
export function needsBarChangePayment(user: BarRights): boolean {
  return user.baro_id !== null && user.bar_change_rights < 1;
}

/** Every bar, in Turkish alphabetical order (the registration form and the reference list). */
export async function allBars(db: Kysely<Database>): Promise<{ baro_id: number; name: string }[]> {
  const bars = await db.selectFrom('bars').select(['id', 'name']).execute();
  return bars.sort(byTurkishName).map((b) => ({ baro_id: b.id, name: b.name }));
}

/** courthouses: a bar's courthouses; an unknown bar is a 422 on `baro_id`. */
export async function courthousesOfKnownBar(db: Kysely<Database>, baroId: number) {
  const bar = await db.selectFrom('bars').select('id').where('id', '=', baroId).executeTakeFirst();
  if (!bar) {
    throw new HttpError(422, formMessages.barNotNumber, { errors: { baro_id: [formMessages.barNotNumber] } });
  }
  return courthousesOfBar(db, baroId);
}

/** A bar's courthouses, the main one first (the usual choice), then alphabetical. */
async function courthousesOfBar(db: Kysely<Database>, baroId: number) {
  const rows = await db
    .selectFrom('courthouses')
    .select(['id', 'name', 'is_main'])
    .where('baro_id', '=', baroId)
    .execute();
  return rows
    .sort((a, b) => b.is_main - a.is_main || byTurkishName(a, b))
    .map((c) => ({ adliye_id: c.id, id: c.id, name: c.name }));
}

/** user/getAdliyeData: the lawyer's bar, all its courthouses with his marked, and his bar change right. */
export async function myCourthouses(db: Kysely<Database>, userId: number): Promise<MyCourthouses> {
  const user = await db
    .selectFrom('users')
    .select(['baro_id', 'bar_change_rights'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const served = await db
    .selectFrom('user_courthouses')
    .select('adliye_id')
    .where('user_id', '=', userId)
    .orderBy('adliye_id')
    .execute();
  const selected = served.map((s) => s.adliye_id);
  const bar =
    user.baro_id === null
      ? undefined
      : await db.selectFrom('bars').select(['id', 'name']).where('id', '=', user.baro_id).executeTakeFirst();
  const adliyeler = bar ? await courthousesOfBar(db, bar.id) : [];
  return {
    baro_id: bar?.id ?? null,
    baroName: bar?.name ?? null,
    selected,
    adliyeler: adliyeler.map((c) => ({ ...c, selected: selected.includes(c.adliye_id) })),
    baroChange: needsBarChangePayment(user),
    barChangeRights: user.bar_change_rights,
  };
}

const fieldError = (field: string, message: string) =>
  new HttpError(422, message, { errors: { [field]: [message] } });

/** Every id must be a courthouse of `baroId`: an unknown id and another bar's each have their message. */
async function checkCourthouses(db: Kysely<Database>, baroId: number, ids: number[]): Promise<void> {
  const rows = await db.selectFrom('courthouses').select(['id', 'baro_id']).where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw fieldError('adliye_id', courthouseMessages.unknownCourthouse);
  if (rows.some((r) => r.baro_id !== baroId)) throw fieldError('adliye_id', courthouseMessages.otherBar);
}

async function replaceCourthouses(trx: Kysely<Database>, userId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('user_courthouses').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_courthouses')
    .values(ids.map((adliye_id) => ({ user_id: userId, adliye_id })))
    .execute();
}

/** user/update/adliye: the courthouses the lawyer serves, all of his own bar. */
export async function updateCourthouses(
  db: Kysely<Database>,
  user: UserRow,
  adliyeIds: number[],
  now: Date,
): Promise<MyCourthouses> {
  if (user.baro_id === null) throw fieldError('baro_id', formMessages.barNotNumber);
  const ids = [...new Set(adliyeIds)];
  await checkCourthouses(db, user.baro_id, ids);
  await db.transaction().execute(async (trx) => {
    await replaceCourthouses(trx, user.id, ids);
    await trx.updateTable('users').set({ updated_at: now.toISOString() }).where('id', '=', user.id).execute();
  });
  return myCourthouses(db, user.id);
}

/**
 * user/update/baroAndAdliye: the bar and its courthouses together. Staying in the same bar only
 * replaces the courthouses; another bar spends one bar change right (402 without one), and the old
 * courthouses go, since they belong to the old bar.
 */
export async function updateBarAndCourthouses(
  db: Kysely<Database>,
  user: UserRow,
  input: { baro_id: number; adliye_id: number[] },
  now: Date,
): Promise<{ message: string; data: MyCourthouses }> {
  const bar = await db.selectFrom('bars').select('id').where('id', '=', input.baro_id).executeTakeFirst();
  if (!bar) throw fieldError('baro_id', formMessages.barNotNumber);
  const changing = user.baro_id !== bar.id;
  if (changing && needsBarChangePayment(user)) throw noRight();
  const ids = [...new Set(input.adliye_id)];
  await checkCourthouses(db, bar.id, ids);
  await db.transaction().execute(async (trx) => {
    if (changing && user.baro_id !== null) {
      // Spent in the same statement that checks it, so two changes at once cannot share one right.
      const spent = await trx
        .updateTable('users')
        .set((eb) => ({ bar_change_rights: eb('bar_change_rights', '-', 1) }))
        .where('id', '=', user.id)
        .where('bar_change_rights', '>', 0)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw noRight();
    }
    await trx
      .updateTable('users')
      .set({ baro_id: bar.id, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await replaceCourthouses(trx, user.id, ids);
  });
  return {
    message: changing ? courthouseMessages.barSaved : courthouseMessages.courthousesSaved,
    data: await myCourthouses(db, user.id),
  };
}

function noRight(): HttpError {
  return new HttpError(402, permissionMessages.barChangeNoRight, { error: 'bar_change_payment' });
}

/**
 * Gives the lawyer bar change rights; a completed bar change payment calls this. Answers the
 * rights he has afterwards.
 */
export async function grantBarChangeRight(db: Kysely<Database>, userId: number, count = 1): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const row = await db
    .updateTable('users')
    .set((eb) => ({ bar_change_rights: eb('bar_change_rights', '+', count) }))
    .where('id', '=', userId)
    .returning('bar_change_rights')
    .executeTakeFirstOrThrow();
  return row.bar_change_rights;
}
