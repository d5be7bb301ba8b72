import type { AdminPopup, WebPopupAudience } from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { WebPopupsTable } from '../../../db/schema.ts';
import { HttpError } from '../../../errors.ts';
import type { Actor } from '../accounts.ts';
import { auditChange } from '../audit.ts';
import { type Db } from './shared.ts';

export const popupMessages = {
  notFound: 'Pop-up bulunamadı.',
  created: 'Pop-up eklendi; yayına almak için “Yayına al”ı seçiniz.',
  saved: 'Pop-up kaydedildi.',
  activated: 'Pop-up yayında; öbür pop-up’lar yayından kaldırıldı.',
  deactivated: 'Pop-up yayından kaldırıldı.',
  deleted: 'Pop-up silindi.',
} as const;

export interface PopupInput {
  image: string;
  link: string | null;
  audience: WebPopupAudience;
}

const toAdminPopup = (row: Selectable<WebPopupsTable>): AdminPopup => ({
  id: row.id,
  active: row.status === 1,
  image: row.url,
  link: row.link,
  audience: row.audience,
});

/** Every pop-up, newest first (the newest live one is the one lawyers see). */
export async function listPopups(db: Db): Promise<AdminPopup[]> {
  const rows = await db.selectFrom('web_popups').selectAll().orderBy('id', 'desc').execute();
  return rows.map(toAdminPopup);
}

async function existing(db: Db, id: number) {
  const row = await db.selectFrom('web_popups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, popupMessages.notFound);
  return row;
}

/** A new pop-up, not live until activated, so a half-made one never greets a lawyer. */
export async function createPopup(db: Db, actor: Actor, input: PopupInput): Promise<AdminPopup> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('web_popups')
      .values({ status: 0, url: input.image, link: input.link, audience: input.audience })
      .returningAll()
      .executeTakeFirstOrThrow();
    const popup = toAdminPopup(row);
    await auditChange(trx, actor, 'popup.create', { type: 'popup', id: row.id }, null, popup);
    return popup;
  });
}

export async function updatePopup(db: Db, actor: Actor, id: number, input: PopupInput): Promise<AdminPopup> {
  return db.transaction().execute(async (trx) => {
    const before = await existing(trx, id);
    const row = await trx
      .updateTable('web_popups')
      .set({ url: input.image, link: input.link, audience: input.audience })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const popup = toAdminPopup(row);
    await auditChange(trx, actor, 'popup.update', { type: 'popup', id }, toAdminPopup(before), popup);
    return popup;
  });
}

/**
 * Takes a pop-up live or down. Live means the only live one: the others go down in the same
 * transaction (each with its own audit line), so what the operator sees live is what lawyers get.
 */
export async function setPopupActive(db: Db, actor: Actor, id: number, active: boolean): Promise<AdminPopup> {
  return db.transaction().execute(async (trx) => {
    const before = await existing(trx, id);
    if (active) {
      const others = await trx
        .selectFrom('web_popups')
        .selectAll()
        .where('status', '=', 1)
        .where('id', '!=', id)
        .execute();
      for (const other of others) {
        await trx.updateTable('web_popups').set({ status: 0 }).where('id', '=', other.id).execute();
        await auditChange(
          trx,
          actor,
          'popup.deactivate',
          { type: 'popup', id: other.id },
          { active: true },
          { active: false },
        );
      }
    }
    const row = await trx
      .updateTable('web_popups')
      .set({ status: active ? 1 : 0 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditChange(
      trx,
      actor,
      active ? 'popup.activate' : 'popup.deactivate',
      { type: 'popup', id },
      { active: before.status === 1 },
      { active },
    );
    return toAdminPopup(row);
  });
}

export async function deletePopup(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await existing(trx, id);
    await trx.deleteFrom('web_popups').where('id', '=', id).execute();
    await auditChange(trx, actor, 'popup.delete', { type: 'popup', id }, toAdminPopup(before), null);
  });
}
