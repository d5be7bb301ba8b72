import { type ProgressInfo, profileProgress } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { keyOfFileUrl } from '../../uploads/urls.ts';

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** auth/progress: the lawyer's facts, judged by domain's completeness rule (docs/rules.md). */
export async function progressOf(db: Kysely<Database>, user: UserRow): Promise<ProgressInfo> {
  const [specialities, courthouses] = await Promise.all([
    db
      .selectFrom('user_specialities')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_courthouses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  return profileProgress({
    userId: user.id,
    // An uploaded photo counts; a default picture does not.
    hasPhoto: keyOfFileUrl(user.avatar) !== undefined || keyOfFileUrl(user.pending_avatar) !== undefined,
    hasAboutText: filled(user.about_text) || filled(user.pending_about_text),
    specialityCount: Number(specialities.n),
    courthouseCount: Number(courthouses.n),
    hasAuthorityDocument: filled(user.tc) && filled(user.sicil),
    hasBlueTick: user.verification_image !== null || user.pending_verification_image !== null,
    hasInvoiceDistrict: user.invoice_district_id !== null,
  });
}
