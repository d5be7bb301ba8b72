import {
  type ComplaintPayload,
  MAX_IMAGES,
  complaintAllowsImages,
  complaintSchema,
  plainText,
} from '@meslektas/domain';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { storePrivateImages } from '../../uploads/files.ts';
import type { UploadReader } from '../../uploads/multipart.ts';
import { type ThrottleRule, recordHit } from '../throttle.ts';

export const complaintMessages = {
  sent: 'Mesajınız iletildi. Görüşleriniz için teşekkür ederiz.',
  imagesOnlyForBugReport: 'Resim yalnızca hata bildirimine eklenebilir.',
  emptyAfterCleaning: 'Lütfen açıklama giriniz.',
  throttled: 'Bugün çok fazla bildirim gönderdiniz. Lütfen yarın tekrar deneyiniz.',
} as const;

/** Ten sent forms per lawyer per day: enough for real feedback, not for flooding the operators. */
const complaintThrottle: ThrottleRule = { limit: 10, windowMs: 24 * 60 * 60_000 };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Files a suggestion, bug report or complaint. The text fields are validated first, images are
 * refused outright for anything but a bug report, every image is checked by its bytes and
 * re-encoded, and the complaint, its files and their links are written in one transaction.
 * Only a form that passes every check counts towards the daily limit.
 */
export async function sendComplaint(
  deps: UploadDeps,
  read: UploadReader,
  userId: number,
): Promise<{ status: 'true'; message: string }> {
  const { fields, images } = await read({
    field: 'images',
    maxFiles: MAX_IMAGES,
    purpose: 'complaint',
    required: false,
  });
  const payload: ComplaintPayload = complaintSchema.parse({
    title: single(fields.title),
    body: single(fields.body),
    category: single(fields.category),
    ...(fields.is_web === undefined ? {} : { is_web: single(fields.is_web) }),
  });
  if (images.length > 0 && !complaintAllowsImages(payload.category)) {
    const message = complaintMessages.imagesOnlyForBugReport;
    throw new HttpError(422, message, { errors: { images: [message] } });
  }
  const title = plainText(payload.title).trim();
  const body = plainText(payload.body).trim();
  if (!title || !body) {
    const errors: Record<string, string[]> = {};
    if (!title) errors.title = ['Lütfen başlık giriniz.'];
    if (!body) errors.body = [complaintMessages.emptyAfterCleaning];
    throw new HttpError(422, Object.values(errors)[0]?.[0] ?? complaintMessages.emptyAfterCleaning, {
      errors,
    });
  }

  const now = deps.now();
  const { hits } = await recordHit(deps.db, `complaint:${userId}`, complaintThrottle, now);
  if (hits > complaintThrottle.limit) throw new HttpError(429, complaintMessages.throttled);

  await storePrivateImages(deps, images, 'complaint', userId, async (trx, files) => {
    const complaint = await trx
      .insertInto('complaints')
      .values({
        user_id: userId,
        category: payload.category,
        title,
        body,
        is_web: payload.is_web,
        status: 'open',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (files.length > 0) {
      await trx
        .insertInto('complaint_images')
        .values(files.map((file) => ({ complaint_id: complaint.id, file_id: file.id })))
        .execute();
    }
  });
  return { status: 'true', message: complaintMessages.sent };
}
