/** Request schemas of cancellation requests after assignment (see requests.ts). */
import { z } from 'zod';
import { idField, missionIdField, obj, requiredText, text, trimmed } from './fields.ts';

export const cancelRequestSchema = obj({
  mission_id: missionIdField,
  cancel_text: requiredText('Lütfen sorun tipini seçiniz.', 255),
  /** The lawyer's own words about the problem (plain text); optional. */
  description: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    text(1000, 'Açıklama metin olmalıdır.').optional(),
  ),
});
export type CancelRequestPayload = z.infer<typeof cancelRequestSchema>;

export const cancelConfirmSchema = obj({
  action: z.enum(['confirm', 'cancel'], { error: 'Geçersiz işlem.' }),
  req_id: idField('Talep bulunamadı.'),
});
export type CancelConfirmPayload = z.infer<typeof cancelConfirmSchema>;
