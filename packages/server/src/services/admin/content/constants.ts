import { type AdminConstant, checkConstantValue, constantKindOf } from '@meslektas/domain';
import { HttpError, fieldError } from '../../../errors.ts';
import { safeHtml } from '../../text.ts';
import type { Actor } from '../accounts.ts';
import { auditChange } from '../audit.ts';
import { type Db } from './shared.ts';

export const constantMessages = {
  notFound: 'Sabit bulunamadı.',
  saved: 'Sabit kaydedildi.',
} as const;

const toAdminConstant = (row: { name: string; description: string }): AdminConstant => ({
  name: row.name,
  description: row.description,
  kind: constantKindOf(row.name),
});

/** Every constant the server has, by name; only these can be edited. */
export async function listConstants(db: Db): Promise<AdminConstant[]> {
  const rows = await db.selectFrom('constants').selectAll().orderBy('name').execute();
  return rows.map(toAdminConstant);
}

/**
 * Sets an existing constant, checked for its kind (a number stays a number, a switch 1 or 0, a
 * list JSON); HTML constants are stored sanitised. Lawyers read constants from the table on every
 * request, so the change shows at once.
 */
export async function updateConstant(
  db: Db,
  actor: Actor,
  name: string,
  description: string,
): Promise<AdminConstant> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('constants').selectAll().where('name', '=', name).executeTakeFirst();
    if (!before) throw new HttpError(404, constantMessages.notFound);
    const kind = constantKindOf(name);
    const checked = checkConstantValue(kind, description, name);
    if (!checked.ok) throw fieldError('description', checked.message);
    const value = kind === 'html' ? safeHtml(checked.value) : checked.value;
    await trx.updateTable('constants').set({ description: value }).where('name', '=', name).execute();
    // Constants are keyed by name; the name goes into the snapshots, the subject id stays 0.
    await auditChange(
      trx,
      actor,
      'constant.update',
      { type: 'constant', id: 0 },
      { name, description: before.description },
      { name, description: value },
    );
    return toAdminConstant({ name, description: value });
  });
}
