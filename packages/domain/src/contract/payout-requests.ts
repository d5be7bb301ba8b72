/**
 * The payout request (IBAN and amount) and the payout account (where payouts and guaranteed
 * payments are sent), apart from the other requests: their IBAN check brings ibantools, which only
 * the payout screens need.
 */
import { z } from 'zod';
import { ibanMessages, isValidTurkishIban, normaliseIban } from '../rules/iban.ts';
import { nameWithoutTitle } from '../rules/lawyer-name.ts';
import {
  PAYOUT_MAXIMUM_TL,
  PAYOUT_MINIMUM_TL,
  isWholeKurus,
  payoutAccountMessages,
} from '../rules/payout.ts';
import { emptyToUndefined, finiteNumber, obj, requiredText, tcField } from './fields.ts';

/** A Turkish IBAN, spaces and dashes left out, its check digits right. */
const ibanField = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseIban(v) : v),
  z
    .string({ error: ibanMessages.required })
    .min(1, { error: ibanMessages.required })
    .refine((v) => v === '' || isValidTurkishIban(v), { error: ibanMessages.invalid }),
);

export const payoutRequestSchema = obj({
  name: requiredText('Lütfen alıcı adını soyadını giriniz.', 255),
  bank_name: requiredText('Lütfen banka adını giriniz.', 255),
  iban: ibanField,
  price: finiteNumber('Lütfen tutar giriniz.').pipe(
    z
      .number({ error: 'Lütfen tutar giriniz.' })
      .min(PAYOUT_MINIMUM_TL, { error: `En az ${PAYOUT_MINIMUM_TL} TL talep edebilirsiniz.` })
      .max(PAYOUT_MAXIMUM_TL, { error: `Tek seferde en fazla ${PAYOUT_MAXIMUM_TL} TL talep edebilirsiniz.` })
      .refine(isWholeKurus, { error: 'Tutar en fazla iki ondalık basamak içerebilir.' }),
  ),
});
export type PayoutRequestPayload = z.infer<typeof payoutRequestSchema>;

/**
 * The payout account as the lawyer gives it: the account holder's name (a title typed in front is
 * left out, as a bank knows no 'Av.'), the IBAN, and his T.C. kimlik number when his account has
 * none yet (iyzico pays a person by it).
 */
export const payoutAccountPayloadSchema = obj({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? nameWithoutTitle(v) : v),
    requiredText(payoutAccountMessages.name, 255),
  ),
  iban: ibanField,
  tc: z.preprocess(emptyToUndefined, tcField.optional()),
});
export type PayoutAccountPayload = z.infer<typeof payoutAccountPayloadSchema>;
