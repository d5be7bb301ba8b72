/** Lawyer profiles, the photo, the about text and the specialities (spec §7.6). */
import { z } from 'zod';
import { lawyerProfileSchema } from '../entities/profile.ts';
import { reliabilityRecordSchema } from '../entities/reliability.ts';
import { performanceSchema, performanceScoreSchema } from '../entities/shared.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { numericString, optionalId } from '../fields.ts';
import { aboutTextSchema, deleteAvatarSchema, getProfileSchema, performanceAddSchema } from '../requests.ts';

const tag = 'Profil';

/** Comments on a profile are paged by this many, newest first. */
export const PROFILE_COMMENTS_PER_PAGE = 10;

/** 'Profil Resmi İstemiyorum': the gender and, for the two female pictures, which one. */
const defaultAvatarChoiceSchema = deleteAvatarSchema.extend({
  variant: z.preprocess(
    numericString,
    z.union([z.literal(1), z.literal(2)], { error: 'Lütfen varsayılan avatar seçiniz.' }).optional(),
  ),
});

/** user/getProfile: whose profile, and which page of its comments (1 when not given). */
const profileRequestSchema = getProfileSchema.extend({ page: optionalId('Sayfa numarası geçersiz.') });

/** A lawyer profile with one page of its comments; the owner also sees what awaits approval. */
const profilePageSchema = lawyerProfileSchema.extend({
  /** The owner's photo awaiting approval (a signed address); null for everyone else. */
  pending_avatar: z.string().nullable(),
  comments_page: z.number().int(),
  comments_last_page: z.number().int(),
  comments_total: z.number().int(),
  /** The reliability record; the hints only when the lawyer reads his own. */
  record: reliabilityRecordSchema.optional(),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

const done = z.object({ status: z.literal('true'), message: z.string() });

export const profileCalls = {
  updateAvatar: endpoint({
    method: 'POST',
    path: '/user/update/avatar',
    summary:
      'Yeni profil fotoğrafı (multipart, alan adı avatar: png, gif veya jpeg, en fazla 5 MB); ' +
      'yetkili onayına kadar pending_avatar olarak bekler',
    tag,
    access: 'lawyer',
    multipart: { files: { avatar: { maxFiles: 1 } } },
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      /** A URL the owner can load now (signed: the photo is private until approved). */
      pending_avatar: z.string(),
    }),
  }),
  deleteAvatar: endpoint({
    method: 'POST',
    path: '/user/update/deleteAvatar',
    summary:
      'Fotoğraf yerine varsayılan avatar (gender: 1 erkek, 2 kadın; variant: kadın resimlerinden hangisi); ' +
      'bekleyen fotoğraf da silinir',
    tag,
    access: 'lawyer',
    body: defaultAvatarChoiceSchema,
    response: done.extend({ avatar: z.string() }),
  }),
  getProfile: endpoint({
    method: 'POST',
    path: '/user/getProfile',
    summary:
      'Avukat profili: ad, baro, puan ortalaması, onaylı hakkında yazısı, uzmanlıklar ve sayfalı yorumlar; ' +
      'onay bekleyen yazı ve fotoğrafı yalnızca sahibi görür. Olmayan avukat için 404',
    tag,
    access: 'lawyer',
    body: profileRequestSchema,
    response: dataEnvelope(profilePageSchema),
  }),
  allPerformances: endpoint({
    method: 'GET',
    path: '/global/allPerformances',
    summary: 'Seçilebilecek bütün uzmanlık alanları',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(performanceSchema)),
  }),
  addPerformances: endpoint({
    method: 'POST',
    path: '/user/performance/addData',
    summary: 'Avukatın uzmanlık alanlarını verilen listeyle değiştirir (kalanların puanı korunur)',
    tag,
    access: 'lawyer',
    body: performanceAddSchema,
    response: done.extend({ data: z.array(performanceScoreSchema) }),
  }),
  aboutText: endpoint({
    method: 'POST',
    path: '/user/update/aboutText',
    summary:
      'Hakkınızda yazısı; yetkili onayına kadar pending_about_text olarak bekler. Telefon, e-posta ' +
      'veya internet adresi içeren yazı 422 ile reddedilir',
    tag,
    access: 'lawyer',
    body: aboutTextSchema,
    response: done.extend({ pending_about_text: z.string() }),
  }),
};
