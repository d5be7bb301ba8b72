/**
 * The requests and answers of güvenceli ödeme (docs/decisions/016-guaranteed-payments.md). Amounts
 * cross the wire in lira like every other price; the server stores kuruş.
 */
import { z } from 'zod';
import { guaranteeMessages, guaranteeStates } from '../rules/guaranteed-payment.ts';
import { isWholeKurus } from '../rules/payout.ts';
import { finiteNumber, flagField, idField, obj, requiredText } from './fields.ts';

/** The field the task form adds: 1 asks for the guarantee (the task needs a budget). */
export const guaranteeOptInField = flagField('Ödeme güvencesi seçimi geçersiz.');

/** Choosing an applicant on a guaranteed task starts the payment instead of assigning. */
export const guaranteeStartSchema = obj({
  mission_id: idField('Görev bulunamadı.'),
  user_id: idField('Lütfen bir avukat seçiniz.'),
});
export type GuaranteeStartPayload = z.infer<typeof guaranteeStartSchema>;

/** The provider's callback about one attempt (the sandbox's; iyzico's carries its token only). */
export const guaranteeCallbackSchema = obj({
  payment_id: idField(guaranteeMessages.notFound),
  reference: requiredText(guaranteeMessages.badSignature, 100),
  result: z.enum(['success', 'failure'], { error: guaranteeMessages.badSignature }),
  reason: z.string().max(255).nullable(),
});
export type GuaranteeCallbackPayload = z.infer<typeof guaranteeCallbackSchema>;

/** What the task's two parties read about its payment. */
export const guaranteeViewSchema = z.object({
  id: z.number().int(),
  mission_id: z.number().int(),
  state: z.enum(guaranteeStates),
  /** The badge text, e.g. 'Ödeme güvencede'. */
  state_text: z.string(),
  /** In lira: the budget (what the assignee receives), the fee and the owner's total. */
  budget: z.number(),
  fee: z.number(),
  total: z.number(),
  released: z.number(),
  refunded: z.number(),
  /** While pending: until when the chosen applicant is reserved. */
  reserved_until: z.string().nullable(),
  /** When a held payment releases by itself (set once the outcome report is filed). */
  auto_release_at: z.string().nullable(),
  /** The hold waits for an operator (open dispute, or a cancellation after the planned time). */
  frozen: z.boolean(),
});
export type GuaranteeView = z.infer<typeof guaranteeViewSchema>;

const liraAmount = finiteNumber('Lütfen tutar giriniz.').pipe(
  z
    .number()
    .min(0, { error: guaranteeMessages.splitRange })
    .refine(isWholeKurus, { error: 'Tutar en fazla iki ondalık basamak içerebilir.' }),
);

/** The operator's decision on a held payment, with its reason; a split names the assignee's share. */
export const guaranteeDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    obj({ decision: z.literal('release'), reason: requiredText(guaranteeMessages.reasonRequired, 2000) }),
    obj({ decision: z.literal('refund'), reason: requiredText(guaranteeMessages.reasonRequired, 2000) }),
    obj({
      decision: z.literal('split'),
      reason: requiredText(guaranteeMessages.reasonRequired, 2000),
      assignee_amount: liraAmount,
    }),
  ],
  { error: 'Lütfen bir karar seçiniz.' },
);
export type GuaranteeDecisionPayload = z.infer<typeof guaranteeDecisionSchema>;
