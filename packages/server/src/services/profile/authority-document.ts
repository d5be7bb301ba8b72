import {
  type AuthorityDocument,
  type AuthorityDocumentPayload,
  formMessages,
  isValidTcKimlik,
  tcKimlikMessages,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, fieldError } from '../../errors.ts';
import type { Db, ServiceDeps } from '../deps.ts';

export const authorityDocumentMessages = {
  notFound: 'Yetki belgesi bulunamadı.',
  tcLocked: 'T.C. kimlik numaranız kilitlendiği için değiştirilemez.',
  tcTaken: 'Bu T.C. kimlik numarası başka bir hesapta kayıtlı.',
  saved: 'Yetki belgeniz kaydedildi.',
  removed: 'Yetki belgeniz kaldırıldı.',
} as const;

/**
 * The document lives on the lawyer's own row (users.tc, users.sicil), for him and for the task
 * detail's GET user/yetkibelgesi/{id}. It exists while both are filled. Undefined for an unknown id.
 */
export async function authorityDocumentOf(db: Db, userId: number): Promise<AuthorityDocument | undefined> {
  const u = await db
    .selectFrom('users as u')
    .leftJoin('bars as b', 'b.id', 'u.baro_id')
    .select(['u.id', 'u.name', 'u.baro_id', 'b.name as baro_name', 'u.tc', 'u.sicil', 'u.tc_locked_at'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (
    u && {
      id: u.id,
      name: u.name,
      baro_id: u.baro_id,
      baroName: u.baro_name,
      tc: u.tc ?? '',
      sicil: u.sicil ?? '',
      changableTc: u.tc_locked_at === null,
      existsBelge: !!u.tc && !!u.sicil,
    }
  );
}

/** POST user/yetkibelgesi: consent while none exists, a valid T.C. number, unchanged once locked. */
export async function saveAuthorityDocument(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
  p: AuthorityDocumentPayload,
): Promise<AuthorityDocument> {
  if (p.id !== undefined && p.id !== user.id) throw new HttpError(404, authorityDocumentMessages.notFound);
  const current = await ownAuthorityDocument(db, user.id);
  if (!current.existsBelge && p.consent !== 1) throw fieldError('consent', formMessages.consentRequired);
  if (!isValidTcKimlik(p.tc)) throw fieldError('tc', tcKimlikMessages.invalid);
  if (!current.changableTc && p.tc !== current.tc) throw fieldError('tc', authorityDocumentMessages.tcLocked);
  await lockTc(db, user.id, { tc: p.tc, sicil: p.sicil }, deps.now().toISOString());
  return ownAuthorityDocument(db, user.id);
}

/**
 * Writes the lawyer's T.C. number (with the other columns given) and locks it from then on, as
 * iyzico and the authority document know him by it; another account's number is a field error.
 */
export async function lockTc(
  db: Db,
  userId: number,
  set: { tc: string; sicil?: string },
  now: string,
): Promise<void> {
  try {
    await db
      .updateTable('users')
      .set((eb) => ({ ...set, tc_locked_at: eb.fn.coalesce('tc_locked_at', eb.val(now)), updated_at: now }))
      .where('id', '=', userId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('tc', authorityDocumentMessages.tcTaken);
    throw err;
  }
}

/** DELETE user/yetkibelgesi/{id}: only one's own, and only while it exists (the T.C. lock stays). */
export async function removeAuthorityDocument(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
  id: number,
): Promise<AuthorityDocument> {
  if (id !== user.id) throw new HttpError(404, authorityDocumentMessages.notFound);
  const current = await ownAuthorityDocument(db, user.id);
  if (!current.existsBelge) throw new HttpError(404, authorityDocumentMessages.notFound);
  await db
    .updateTable('users')
    .set({ sicil: null, updated_at: deps.now().toISOString() })
    .where('id', '=', user.id)
    .execute();
  return ownAuthorityDocument(db, user.id);
}

/** GET user/yetkibelgesi: the signed-in lawyer's own document. */
export async function ownAuthorityDocument(db: Db, userId: number): Promise<AuthorityDocument> {
  const document = await authorityDocumentOf(db, userId);
  if (!document) throw new HttpError(404, authorityDocumentMessages.notFound);
  return document;
}
