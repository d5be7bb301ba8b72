/**
 * The payout request (IBAN and amount), apart from the other requests: its IBAN check brings
 * ibantools, which only the payout screens need.
 */
import { z } from 'zod';
import { ibanMessages, isValidTurkishIban, normaliseIban } from '../rules/iban.ts';
import { PAYOUT_MAXIMUM_TL, PAYOUT_MINIMUM_TL, isWholeKurus } from '../rules/payout.ts';
import { finiteNumber, obj, requiredText } from './fields.ts';

export const payoutRequestSchema = obj({
  name: requiredText('Lütfen alıcı adını soyadını giriniz.', 255),
  bank_name: requiredText('Lütfen banka adını giriniz.', 255),
  iban: z.preprocess(
    (v) => (typeof v === 'string' ? normaliseIban(v) : v),
    z
      .string({ error: ibanMessages.required })
      .min(1, { error: ibanMessages.required })
      .refine((v) => v === '' || isValidTurkishIban(v), { error: ibanMessages.invalid }),
  ),
  price: finiteNumber('Lütfen tutar giriniz.').pipe(
    z
      .number({ error: 'Lütfen tutar giriniz.' })
      .min(PAYOUT_MINIMUM_TL, { error: `En az ${PAYOUT_MINIMUM_TL} TL talep edebilirsiniz.` })
      .max(PAYOUT_MAXIMUM_TL, { error: `Tek seferde en fazla ${PAYOUT_MAXIMUM_TL} TL talep edebilirsiniz.` })
      .refine(isWholeKurus, { error: 'Tutar en fazla iki ondalık basamak içerebilir.' }),
  ),
});
export type PayoutRequestPayload = z.infer<typeof payoutRequestSchema>;
