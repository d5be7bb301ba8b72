import {
  type AboutTextPayload,
  type PerformanceScore,
  type ProfilePage,
  PROFILE_COMMENTS_PER_PAGE,
  checkAboutText,
  plainText,
  lawyerDisplayName,
} from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { fileUrlForViewer } from '../../uploads/files.ts';
import { recordsFor } from '../reliability/record.ts';

export const profileMessages = {
  notFound: 'Avukat bulunamadı.',
  aboutSubmitted: 'Hakkınızda yazınız yetkili onayına gönderildi.',
  aboutEmpty: 'Lütfen hakkınızda yazısını giriniz.',
  performancesSaved: 'Uzmanlık alanlarınız kaydedildi.',
  performanceUnknown: 'Uzmanlık seçimi geçersiz.',
} as const;

/** A user's specialities with their progress value (0..100), in a stable order. */
async function performancesOf(db: Kysely<Database>, userId: number): Promise<PerformanceScore[]> {
  const rows = await db
    .selectFrom('user_specialities as us')
    .innerJoin('specialities as s', 's.id', 'us.speciality_id')
    .select(['s.id', 's.name', 'us.score'])
    .where('us.user_id', '=', userId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, percent: Math.max(0, Math.min(100, r.score)) }));
}

/**
 * user/getProfile. Visitors see the approved about text and photo only; the owner also sees what
 * waits for approval. A deleted or not (yet) active lawyer is a 404 to everyone but himself.
 */
export async function lawyerProfile(
  deps: UploadDeps,
  viewerId: number,
  input: { user_id: number; page?: number | undefined },
): Promise<ProfilePage> {
  const { db } = deps;
  const user = await db
    .selectFrom('users as u')
    .leftJoin('bars as b', 'b.id', 'u.baro_id')
    .select([
      'u.id',
      'u.name',
      'u.avatar',
      'u.pending_avatar',
      'u.verification_image',
      'u.about_text',
      'u.pending_about_text',
      'u.deleted',
      'u.status',
      'b.name as baroName',
    ])
    .where('u.id', '=', input.user_id)
    .executeTakeFirst();
  const isOwner = user?.id === viewerId;
  if (!user || (!isOwner && (user.deleted !== 0 || user.status !== 'active'))) {
    throw new HttpError(404, profileMessages.notFound);
  }
  const [rating, performances, avatar, pendingAvatar, records] = await Promise.all([
    db
      .selectFrom('comments')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.avg<number | string>('rating').as('rate'),
      ])
      .where('target_user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    performancesOf(db, user.id),
    fileUrlForViewer(deps, user.avatar, viewerId),
    isOwner ? fileUrlForViewer(deps, user.pending_avatar, viewerId) : Promise.resolve(null),
    recordsFor(db, [user.id], viewerId, deps.now()),
  ]);
  const total = Number(rating.total);
  const lastPage = Math.max(1, Math.ceil(total / PROFILE_COMMENTS_PER_PAGE));
  const page = Math.min(input.page ?? 1, lastPage);
  const comments = await db
    .selectFrom('comments as c')
    .innerJoin('users as a', 'a.id', 'c.user_id')
    .select([
      'c.mission_id',
      'c.user_id',
      'c.rating',
      'c.comment',
      'c.created_at',
      'a.name',
      'a.avatar',
      'a.deleted',
    ])
    .where('c.target_user_id', '=', user.id)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(PROFILE_COMMENTS_PER_PAGE)
    .offset((page - 1) * PROFILE_COMMENTS_PER_PAGE)
    .execute();
  const authorAvatars = await Promise.all(comments.map((c) => fileUrlForViewer(deps, c.avatar, viewerId)));
  return {
    id: user.id,
    name: lawyerDisplayName(user.name),
    baroName: user.baroName,
    avatar,
    verification_image: user.verification_image,
    commentRate: total === 0 ? 0 : Math.round(Number(rating.rate) * 10) / 10,
    about_text: user.about_text,
    pending_about_text: isOwner ? user.pending_about_text : null,
    pending_avatar: pendingAvatar,
    performances,
    comments: comments.map((c, i) => ({
      mission_id: c.mission_id,
      user_id: c.user_id,
      rating: c.rating,
      comment: c.comment,
      name: lawyerDisplayName(c.name),
      avatar: c.deleted === 0 ? (authorAvatars[i] ?? null) : null,
      created_at: c.created_at,
    })),
    comments_page: page,
    comments_last_page: lastPage,
    comments_total: total,
    isOwner,
    record: records.get(user.id),
  };
}

/**
 * aboutText: the new text waits as pending_about_text until an operator approves it; the approved
 * one stays visible meanwhile. Contact details are refused here, before a moderator sees them.
 */
export async function submitAboutText(
  db: Kysely<Database>,
  userId: number,
  payload: AboutTextPayload,
  now: Date,
): Promise<string> {
  const text = plainText(payload.about_text).trim();
  if (!text) {
    throw new HttpError(422, profileMessages.aboutEmpty, {
      errors: { about_text: [profileMessages.aboutEmpty] },
    });
  }
  const refusal = checkAboutText(text);
  if (refusal) throw new HttpError(422, refusal, { errors: { about_text: [refusal] } });
  await db
    .updateTable('users')
    .set({ pending_about_text: text, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return text;
}

/**
 * user/performance/addData: the lawyer's specialities become exactly the given ones. Those he
 * keeps keep their progress value; new ones start at 0.
 */
export async function setPerformances(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[],
): Promise<PerformanceScore[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const known = await db.selectFrom('specialities').select('id').where('id', 'in', wanted).execute();
    if (known.length !== wanted.length) {
      throw new HttpError(422, profileMessages.performanceUnknown, {
        errors: { performance_ids: [profileMessages.performanceUnknown] },
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    let removal = trx.deleteFrom('user_specialities').where('user_id', '=', userId);
    if (wanted.length > 0) removal = removal.where('speciality_id', 'not in', wanted);
    await removal.execute();
    const existing = await trx
      .selectFrom('user_specialities')
      .select('speciality_id')
      .where('user_id', '=', userId)
      .execute();
    const have = new Set(existing.map((r) => r.speciality_id));
    const added = wanted.filter((id) => !have.has(id));
    if (added.length > 0) {
      await trx
        .insertInto('user_specialities')
        .values(added.map((speciality_id) => ({ user_id: userId, speciality_id })))
        .onConflict((oc) => oc.columns(['user_id', 'speciality_id']).doNothing())
        .execute();
    }
  });
  return performancesOf(db, userId);
}

export async function allPerformances(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('specialities').select(['id', 'name']).orderBy('id').execute();
}
