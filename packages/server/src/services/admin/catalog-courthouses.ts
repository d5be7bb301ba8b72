import { type AdminCourthouse, type CourthousePayload, plainText } from '@meslektas/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, fieldError } from '../../errors.ts';
import { forgetGazetteer } from '../reference/gazetteer.ts';
import type { Actor } from './accounts.ts';
import { auditChange } from './audit.ts';
import { readAdminPage } from './page.ts';

export const courthouseMessages = {
  notFound: 'Adliye bulunamadı.',
  barNotFound: 'Baro bulunamadı.',
  nameEmpty: 'Lütfen adliye adını giriniz.',
  nameTaken: 'Bu baroda bu adla bir adliye zaten var.',
  created: 'Adliye eklendi.',
  saved: 'Adliye kaydedildi.',
  deleted: 'Adliye silindi.',
  inUse: (lawyers: number, tasks: number) =>
    `Bu adliye silinemez: ${lawyers} avukat hizmet veriyor, ${tasks} görev bu adliyede. Önce bunların adliyesi değişmelidir.`,
} as const;

function courthouses(db: Kysely<Database>) {
  return db
    .selectFrom('courthouses as c')
    .innerJoin('bars as b', 'b.id', 'c.baro_id')
    .innerJoin('cities as city', 'city.id', 'c.city_id')
    .select((eb) => [
      'c.id',
      'c.baro_id',
      'b.name as bar_name',
      'c.city_id',
      'city.name as city_name',
      'c.name',
      'c.address',
      'c.latitude',
      'c.longitude',
      'c.is_main',
      eb
        .selectFrom('user_courthouses as uc')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('uc.adliye_id', '=', 'c.id')
        .as('lawyers'),
      eb
        .selectFrom('missions as m')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('m.adliye_id', '=', 'c.id')
        .as('tasks'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof courthouses>['executeTakeFirstOrThrow']>>;

const toAdmin = (row: Row): AdminCourthouse => ({
  ...row,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  is_main: row.is_main === 1,
  lawyers: Number(row.lawyers ?? 0),
  tasks: Number(row.tasks ?? 0),
});

/** What the audit log keeps of a courthouse. */
const snapshot = (c: AdminCourthouse) => ({
  baro_id: c.baro_id,
  city_id: c.city_id,
  name: c.name,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  is_main: c.is_main,
});

/** A bar's courthouses (or all), by bar then main first then name; `q` matches name or address. */
export async function listCourthouses(
  db: Kysely<Database>,
  query: { baro_id?: number | undefined; q?: string | undefined; page: number },
) {
  let base = courthouses(db);
  if (query.baro_id !== undefined) base = base.where('c.baro_id', '=', query.baro_id);
  if (query.q) {
    const like = `%${query.q.toLocaleLowerCase('tr').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(c.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(c.address, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(b.name)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return readAdminPage(
    base,
    query.page,
    (rows) => rows.orderBy('b.name').orderBy('c.is_main', 'desc').orderBy('c.name').orderBy('c.id'),
    toAdmin,
  );
}

async function find(db: Kysely<Database>, id: number): Promise<AdminCourthouse> {
  const row = await courthouses(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, courthouseMessages.notFound);
  return toAdmin(row);
}

/** The bar must exist; the courthouse lies in the bar's province. */
async function checked(db: Kysely<Database>, input: CourthousePayload, exceptId: number | null) {
  const name = plainText(input.name);
  if (name === '') throw fieldError('name', courthouseMessages.nameEmpty);
  const bar = await db
    .selectFrom('bars')
    .select(['id', 'city_id'])
    .where('id', '=', input.baro_id)
    .executeTakeFirst();
  if (!bar) throw fieldError('baro_id', courthouseMessages.barNotFound);
  const same = await db
    .selectFrom('courthouses')
    .select(['id', 'name'])
    .where('baro_id', '=', bar.id)
    .execute();
  const folded = name.toLocaleLowerCase('tr');
  if (same.some((c) => c.id !== exceptId && c.name.trim().toLocaleLowerCase('tr') === folded))
    throw fieldError('name', courthouseMessages.nameTaken);
  const address = input.address === null ? null : plainText(input.address) || null;
  return {
    baro_id: bar.id,
    city_id: bar.city_id,
    name,
    address,
    latitude: input.latitude,
    longitude: input.longitude,
    is_main: input.is_main,
  };
}

/**
 * Ids follow the seed's plate × 100 + n scheme while the bar has room (n up to 99), then continue
 * past every plate's range (the table has no sequence).
 */
async function nextId(db: Kysely<Database>, baroId: number): Promise<number> {
  const low = baroId * 100;
  const inRange = await db
    .selectFrom('courthouses')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('id', '>', low)
    .where('id', '<', low + 100)
    .executeTakeFirst();
  const candidate = Number(inRange?.id ?? low) + 1;
  if (baroId <= 81 && candidate < low + 100) return candidate;
  const top = await db
    .selectFrom('courthouses')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Math.max(Number(top?.id ?? 0) + 1, 8200);
}

export async function createCourthouse(db: Kysely<Database>, actor: Actor, input: CourthousePayload) {
  const created = await db.transaction().execute(async (trx) => {
    const values = await checked(trx, input, null);
    const id = await nextId(trx, values.baro_id);
    await trx
      .insertInto('courthouses')
      .values({ id, ...values })
      .execute();
    const after = await find(trx, id);
    await auditChange(trx, actor, 'courthouse.create', { type: 'courthouse', id }, null, snapshot(after));
    return after;
  });
  forgetGazetteer(db);
  return created;
}

export async function updateCourthouse(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: CourthousePayload,
) {
  const updated = await db.transaction().execute(async (trx) => {
    const before = await find(trx, id);
    const values = await checked(trx, input, id);
    await trx.updateTable('courthouses').set(values).where('id', '=', id).execute();
    const after = await find(trx, id);
    await auditChange(
      trx,
      actor,
      'courthouse.update',
      { type: 'courthouse', id },
      snapshot(before),
      snapshot(after),
    );
    return after;
  });
  forgetGazetteer(db);
  return updated;
}

/** Only a courthouse nobody serves and no task names can go (409 otherwise). */
export async function deleteCourthouse(db: Kysely<Database>, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await find(trx, id);
    if (before.lawyers > 0 || before.tasks > 0)
      throw new HttpError(409, courthouseMessages.inUse(before.lawyers, before.tasks));
    await trx.deleteFrom('courthouses').where('id', '=', id).execute();
    await auditChange(trx, actor, 'courthouse.delete', { type: 'courthouse', id }, snapshot(before), null);
  });
  forgetGazetteer(db);
}
