import {
  type ShortDescription,
  type ShortDescriptionPayload,
  canEditShortDescription,
  shortDescriptionSchema,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { plainText } from '../text.ts';
import { customDescriptionsAllowed } from '../constants.ts';

export const descriptionMessages = {
  notFound: 'Açıklama bulunamadı.',
  systemReadOnly: 'Sistem açıklamaları değiştirilemez.',
  customOff: 'Kendi açıklamalarınızı ekleme ve düzenleme şu an kapalıdır.',
  saved: 'Açıklama kaydedildi.',
  deleted: 'Açıklama silindi.',
} as const;

const toEntity = (r: { id: number; description: string; user_id: number | null }): ShortDescription => ({
  id: r.id,
  description: r.description,
  user_id: r.user_id,
});

/** The system descriptions and the user's own; the client splits them into its two tabs. */
export async function listDescriptions(db: Kysely<Database>, user: UserRow) {
  const rows = await db
    .selectFrom('short_descriptions')
    .select(['id', 'description', 'user_id'])
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
    .orderBy('id')
    .execute();
  return { data: rows.map(toEntity), allowCustom: await customDescriptionsAllowed(db) };
}

/**
 * Markup is removed before the text is kept; checked again afterwards, so that a description made
 * only of markup is refused like a blank one (the same 422).
 */
function plainDescription(input: ShortDescriptionPayload): string {
  return shortDescriptionSchema.parse({ description: plainText(input.description) }).description;
}

export async function createDescription(
  db: Kysely<Database>,
  user: UserRow,
  input: ShortDescriptionPayload,
  now: Date,
) {
  const description = plainDescription(input);
  if (!(await customDescriptionsAllowed(db)))
    throw new HttpError(403, descriptionMessages.customOff, { error: 'custom_off' });
  const row = await db
    .insertInto('short_descriptions')
    .values({ user_id: user.id, description, created_at: now.toISOString() })
    .returning(['id', 'description', 'user_id'])
    .executeTakeFirstOrThrow();
  return { status: 'true' as const, message: descriptionMessages.saved, data: toEntity(row) };
}

/** System rows are read-only; another lawyer's rows do not exist as far as this user can tell. */
async function editable(db: Kysely<Database>, user: UserRow, id: number) {
  const row = await db
    .selectFrom('short_descriptions')
    .select(['id', 'description', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.user_id !== null && row.user_id !== user.id))
    throw new HttpError(404, descriptionMessages.notFound);
  if (row.user_id === null)
    throw new HttpError(403, descriptionMessages.systemReadOnly, { error: 'system_description' });
  if (!canEditShortDescription(toEntity(row), user.id, await customDescriptionsAllowed(db))) {
    throw new HttpError(403, descriptionMessages.customOff, { error: 'custom_off' });
  }
  return row;
}

export async function updateDescription(
  db: Kysely<Database>,
  user: UserRow,
  id: number,
  input: ShortDescriptionPayload,
) {
  const row = await editable(db, user, id);
  const description = plainDescription(input);
  await db.updateTable('short_descriptions').set({ description }).where('id', '=', row.id).execute();
  return {
    status: 'true' as const,
    message: descriptionMessages.saved,
    data: toEntity({ ...row, description }),
  };
}

export async function deleteDescription(db: Kysely<Database>, user: UserRow, id: number) {
  const row = await editable(db, user, id);
  await db.deleteFrom('short_descriptions').where('id', '=', row.id).execute();
  return { status: 'true' as const, message: descriptionMessages.deleted };
}
