import {
  type AdminCategory,
  type AdminShortDescription,
  type CategoryPayload,
  parseBudgets,
  plainText,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, fieldError } from '../../errors.ts';
import type { Actor } from './accounts.ts';
import { auditChange } from './audit.ts';

export const catalogMessages = {
  categoryNotFound: 'Kategori bulunamadı.',
  categoryCreated: 'Kategori eklendi.',
  categorySaved: 'Kategori kaydedildi.',
  categoryActivated: 'Kategori etkinleştirildi; avukatlar görev formunda görür.',
  categoryDeactivated: 'Kategori pasifleştirildi; yeni görevlerde seçilemez.',
  orderSaved: 'Sıralama kaydedildi.',
  orderIncomplete: 'Sıralama bütün kategorileri birer kez içermelidir.',
  nameTaken: 'Bu adla bir kategori zaten var.',
  descriptionNotFound: 'Açıklama bulunamadı.',
  descriptionEmpty: 'Lütfen açıklamayı giriniz.',
  descriptionTaken: 'Bu açıklama zaten var.',
  descriptionCreated: 'Açıklama eklendi.',
  descriptionSaved: 'Açıklama kaydedildi.',
  descriptionDeleted: 'Açıklama kaldırıldı.',
} as const;

/** Every bar, by name, for the console's selects. */
export async function listBars(db: Kysely<Database>) {
  const rows = await db.selectFrom('bars').select(['id', 'name', 'city_id']).execute();
  const collator = new Intl.Collator('tr');
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

// ---------------------------------------------------------------- categories

function categories(db: Kysely<Database>) {
  return db.selectFrom('categories as c').select((eb) => [
    'c.id',
    'c.name',
    'c.price',
    'c.out_adliye',
    'c.time_required',
    'c.sort_order',
    'c.active',
    eb
      .selectFrom('missions as m')
      .select((m) => m.fn.countAll<number>().as('n'))
      .whereRef('m.category_id', '=', 'c.id')
      .as('tasks'),
  ]);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categories>['executeTakeFirstOrThrow']>>;

const toCategory = (row: CategoryRow): AdminCategory => ({
  id: row.id,
  name: row.name,
  prices: parseBudgets(row.price),
  out_adliye: row.out_adliye,
  time_required: row.time_required === 1,
  sort_order: row.sort_order,
  active: row.active === 1,
  tasks: Number(row.tasks ?? 0),
});

/** What the audit log keeps of a category. */
const snapshot = (c: AdminCategory) => ({
  name: c.name,
  price: c.prices.join(','),
  out_adliye: c.out_adliye,
  time_required: c.time_required,
  sort_order: c.sort_order,
  active: c.active,
});

/** Every category in the lawyers' order (inactive ones too). */
export async function listCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await categories(db).orderBy('c.sort_order').orderBy('c.id').execute();
  return rows.map(toCategory);
}

async function findCategory(db: Kysely<Database>, id: number): Promise<AdminCategory> {
  const row = await categories(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, catalogMessages.categoryNotFound);
  return toCategory(row);
}

async function ensureFreeName(db: Kysely<Database>, name: string, exceptId: number | null) {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  const folded = name.toLocaleLowerCase('tr');
  if (rows.some((r) => r.id !== exceptId && r.name.trim().toLocaleLowerCase('tr') === folded))
    throw fieldError('name', catalogMessages.nameTaken);
}

const categoryColumns = (input: CategoryPayload, name: string) => ({
  name,
  price: input.prices.join(','),
  out_adliye: input.out_adliye,
  time_required: input.time_required,
});

/** A new category goes last and active; its id follows the largest (the table has no sequence). */
export async function createCategory(db: Kysely<Database>, actor: Actor, input: CategoryPayload) {
  const name = plainText(input.name);
  if (name === '') throw fieldError('name', 'Lütfen kategori adını giriniz.');
  return db.transaction().execute(async (trx) => {
    await ensureFreeName(trx, name, null);
    const top = await trx
      .selectFrom('categories')
      .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('sort_order').as('sort_order')])
      .executeTakeFirst();
    const id = Number(top?.id ?? 0) + 1;
    await trx
      .insertInto('categories')
      .values({
        id,
        ...categoryColumns(input, name),
        sort_order: Number(top?.sort_order ?? 0) + 1,
        active: 1,
      })
      .execute();
    const after = await findCategory(trx, id);
    await auditChange(trx, actor, 'category.create', { type: 'category', id }, null, snapshot(after));
    return after;
  });
}

/** A changed budget list applies to new tasks; tasks already created keep their budget. */
export async function updateCategory(db: Kysely<Database>, actor: Actor, id: number, input: CategoryPayload) {
  const name = plainText(input.name);
  if (name === '') throw fieldError('name', 'Lütfen kategori adını giriniz.');
  return db.transaction().execute(async (trx) => {
    const before = await findCategory(trx, id);
    await ensureFreeName(trx, name, id);
    await trx.updateTable('categories').set(categoryColumns(input, name)).where('id', '=', id).execute();
    const after = await findCategory(trx, id);
    await auditChange(
      trx,
      actor,
      'category.update',
      { type: 'category', id },
      snapshot(before),
      snapshot(after),
    );
    return after;
  });
}

/** Categories are never deleted (tasks point at them); a passive one leaves the lawyers' lists. */
export async function setCategoryActive(db: Kysely<Database>, actor: Actor, id: number, active: 0 | 1) {
  return db.transaction().execute(async (trx) => {
    const before = await findCategory(trx, id);
    await trx.updateTable('categories').set({ active }).where('id', '=', id).execute();
    const after = await findCategory(trx, id);
    await auditChange(
      trx,
      actor,
      active === 1 ? 'category.activate' : 'category.deactivate',
      { type: 'category', id },
      { active: before.active },
      { active: after.active },
    );
    return after;
  });
}

/** The new order must name every category once; sort_order becomes 1, 2, 3, … in that order. */
export async function reorderCategories(db: Kysely<Database>, actor: Actor, ids: number[]) {
  return db.transaction().execute(async (trx) => {
    const current = await listCategories(trx);
    const known = new Set(current.map((c) => c.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw fieldError('ids', catalogMessages.orderIncomplete);
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('categories')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute();
    const subject = { type: 'categories', id: ids.length };
    const before = { order: current.map((c) => c.id) };
    await auditChange(trx, actor, 'category.reorder', subject, before, { order: ids });
    return listCategories(trx);
  });
}

// ---------------------------------------------------------------- system descriptions

const systemDescriptions = (db: Kysely<Database>) =>
  db
    .selectFrom('short_descriptions')
    .select(['id', 'description', 'created_at'])
    .where('user_id', 'is', null);

/** The system's ready descriptions, in the order the lawyers' list shows them. */
export async function listSystemDescriptions(db: Kysely<Database>): Promise<AdminShortDescription[]> {
  return systemDescriptions(db).orderBy('id').execute();
}

async function findDescription(db: Kysely<Database>, id: number): Promise<AdminShortDescription> {
  const row = await systemDescriptions(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, catalogMessages.descriptionNotFound);
  return row;
}

/** A ready description's audit line: its text as it was and as it became (null: none). */
function auditDescription(
  trx: Kysely<Database>,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  id: number,
  before: string | null,
  after: string | null,
) {
  const text = (description: string | null) => (description === null ? null : { description });
  return auditChange(
    trx,
    actor,
    `short_description.${action}`,
    { type: 'short_description', id },
    text(before),
    text(after),
  );
}

/** Descriptions are plain text (the lawyers' list shows them as such), unique among the system's. */
async function cleanDescription(db: Kysely<Database>, value: string, exceptId: number | null) {
  const description = plainText(value);
  if (description === '') throw fieldError('description', catalogMessages.descriptionEmpty);
  const same = await systemDescriptions(db).where('description', '=', description).executeTakeFirst();
  if (same && same.id !== exceptId) throw fieldError('description', catalogMessages.descriptionTaken);
  return description;
}

export async function createSystemDescription(db: Kysely<Database>, actor: Actor, value: string) {
  return db.transaction().execute(async (trx) => {
    const description = await cleanDescription(trx, value, null);
    const row = await trx
      .insertInto('short_descriptions')
      .values({ user_id: null, description, created_at: actor.now.toISOString() })
      .returning(['id', 'description', 'created_at'])
      .executeTakeFirstOrThrow();
    await auditDescription(trx, actor, 'create', row.id, null, description);
    return row;
  });
}

/** Tasks keep the text they were created with; only the choice offered from now on changes. */
export async function updateSystemDescription(db: Kysely<Database>, actor: Actor, id: number, value: string) {
  return db.transaction().execute(async (trx) => {
    const before = await findDescription(trx, id);
    const description = await cleanDescription(trx, value, id);
    await trx.updateTable('short_descriptions').set({ description }).where('id', '=', id).execute();
    await auditDescription(trx, actor, 'update', id, before.description, description);
    return { ...before, description };
  });
}

export async function deleteSystemDescription(db: Kysely<Database>, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await findDescription(trx, id);
    await trx.deleteFrom('short_descriptions').where('id', '=', id).execute();
    await auditDescription(trx, actor, 'delete', id, before.description, null);
  });
}
