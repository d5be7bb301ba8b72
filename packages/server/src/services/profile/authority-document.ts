import {
  type AuthorityDocument,
  type AuthorityDocumentPayload,
  formMessages,
  isValidTcKimlik,
  tcKimlikMessages,
} from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';

export const authorityDocumentMessages = {
  notFound: 'Yetki belgesi bulunamadı.',
  tcLocked: 'T.C. kimlik numaranız kilitlendiği için değiştirilemez.',
  tcTaken: 'Bu T.C. kimlik numarası başka bir hesapta kayıtlı.',
  saved: 'Yetki belgeniz kaydedildi.',
  removed: 'Yetki belgeniz kaldırıldı.',
} as const;

/**
 * The document lives on the lawyer's own row (users.tc, users.sicil): the task detail's
 * GET user/yetkibelgesi/{id} reads the same columns. It exists while both are filled.
 */
export async function ownAuthorityDocument(app: FastifyInstance, userId: number): Promise<AuthorityDocument> {
  const u = await app.db
    .selectFrom('users as u')
    .leftJoin('bars as b', 'b.id', 'u.baro_id')
    .select(['u.id', 'u.name', 'u.baro_id', 'b.name as baro_name', 'u.tc', 'u.sicil', 'u.tc_locked_at'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: u.id,
    name: u.name,
    baro_id: u.baro_id,
    baroName: u.baro_name,
    tc: u.tc ?? '',
    sicil: u.sicil ?? '',
    changableTc: u.tc_locked_at === null,
    existsBelge: !!u.tc && !!u.sicil,
  };
}

const fieldError = (field: 'tc' | 'consent', message: string) =>
  new HttpError(422, message, { errors: { [field]: [message] } });

/** POST user/yetkibelgesi: consent while none exists, a valid T.C. number, unchanged once locked. */
export async function saveAuthorityDocument(
  app: FastifyInstance,
  user: UserRow,
  p: AuthorityDocumentPayload,
): Promise<AuthorityDocument> {
  if (p.id !== undefined && p.id !== user.id) throw new HttpError(404, authorityDocumentMessages.notFound);
  const current = await ownAuthorityDocument(app, user.id);
  if (!current.existsBelge && p.consent !== 1) throw fieldError('consent', formMessages.consentRequired);
  if (!isValidTcKimlik(p.tc)) throw fieldError('tc', tcKimlikMessages.invalid);
  if (!current.changableTc && p.tc !== current.tc) throw fieldError('tc', authorityDocumentMessages.tcLocked);
  const now = app.now().toISOString();
  try {
    await app.db
      .updateTable('users')
      .set((eb) => ({
        tc: p.tc,
        sicil: p.sicil,
        tc_locked_at: eb.fn.coalesce('tc_locked_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', user.id)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('tc', authorityDocumentMessages.tcTaken);
    throw err;
  }
  return ownAuthorityDocument(app, user.id);
}

/** DELETE user/yetkibelgesi/{id}: only one's own, and only while it exists (the T.C. lock stays). */
export async function removeAuthorityDocument(
  app: FastifyInstance,
  user: UserRow,
  id: number,
): Promise<AuthorityDocument> {
  if (id !== user.id) throw new HttpError(404, authorityDocumentMessages.notFound);
  const current = await ownAuthorityDocument(app, user.id);
  if (!current.existsBelge) throw new HttpError(404, authorityDocumentMessages.notFound);
  await app.db
    .updateTable('users')
    .set({ sicil: null, updated_at: app.now().toISOString() })
    .where('id', '=', user.id)
    .execute();
  return ownAuthorityDocument(app, user.id);
}
