/** The lawyer's own pages: profile, comments, authority document, referral, payouts, invoice, progress. */
import { z } from 'zod';
import { payoutStatuses } from '../../rules/payout.ts';
import { citySchema, districtSchema } from './reference.ts';
import { performanceScoreSchema } from './shared.ts';

export const commentSchema = z.object({
  mission_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const lawyerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  baroName: z.string().nullable(),
  avatar: z.string().nullable(),
  verification_image: z.string().nullable(),
  /** Average rating, 0 when unrated. */
  commentRate: z.number(),
  about_text: z.string().nullable(),
  /** Visible to the owner only. */
  pending_about_text: z.string().nullable().optional(),
  performances: z.array(performanceScoreSchema),
  comments: z.array(commentSchema),
  isOwner: z.boolean(),
});
export type LawyerProfile = z.infer<typeof lawyerProfileSchema>;

/** The authority document (`Entity`: `authorityDocumentSchema` is the request that saves one). */
export const authorityDocumentEntitySchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  baro_id: z.number().int().nullable(),
  /** Bar name for display (read-only on the form and in the detail modal). */
  baroName: z.string().nullable().optional(),
  tc: z.string(),
  sicil: z.string(),
  changableTc: z.boolean(),
  existsBelge: z.boolean(),
});
export type AuthorityDocument = z.infer<typeof authorityDocumentEntitySchema>;

export const referralInfoSchema = z.object({
  /** HTML. */
  text: z.string(),
  url: z.string(),
  whatsapp_url: z.string(),
  /** The lawyer's referral code (the `ref` of the link). */
  code: z.string(),
  /** TL credited per invited lawyer once he is verified and approved (the amount the ledger credits). */
  reward: z.number(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const referenceSchema = z.object({
  name: z.string(),
  /** Whether this lawyer has earned the inviter his reward (verified and approved). */
  rewarded: z.boolean(),
});
export type Reference = z.infer<typeof referenceSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iban: z.string(),
  bankName: z.string(),
  /** The status text shown in the list. */
  status: z.string(),
  statusCode: z.enum(payoutStatuses),
  /** TL. */
  price: z.number(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The account a lawyer is paid to (payouts, guaranteed payments): the holder without a title, the IBAN. */
export const payoutAccountSchema = z.object({
  name: z.string(),
  iban: z.string(),
  updated_at: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * His payout account (null before he gives one); without one, the account of his latest payout
 * request not rejected, where he is paid meanwhile (else null); and whether his T.C. number is
 * still needed.
 */
export const payoutAccountAnswerSchema = z.object({
  data: payoutAccountSchema.nullable(),
  from_payout: payoutAccountSchema.pick({ name: true, iban: true }).nullable(),
  tc_needed: z.boolean(),
});

export const invoiceDetailsSchema = z.object({
  city: citySchema.nullable(),
  district: districtSchema.nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const progressTextSchema = z.object({
  type: z.string(),
  text: z.string(),
  body: z.string(),
  buttonShown: z.boolean(),
  url: z.string().nullable(),
});
export type ProgressText = z.infer<typeof progressTextSchema>;

export const progressInfoSchema = z.object({
  progress: z.number(),
  texts: z.array(progressTextSchema),
});
export type ProgressInfo = z.infer<typeof progressInfoSchema>;
