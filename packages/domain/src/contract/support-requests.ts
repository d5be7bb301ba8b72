/** Request schemas of support tickets, complaints and disputes (see requests.ts). */
import { z } from 'zod';
import { flagField, idField, missionIdField, obj, requiredText, text, trimmed } from './fields.ts';

/** A support ticket: the chosen subject (a leaf option's value) and the question in his words. */
export const ticketSendSchema = obj({
  option: idField('Lütfen konu seçiniz.'),
  message: z.preprocess(
    (v) => (v === null ? undefined : trimmed(v)),
    text(2000, 'Lütfen sorunuzu yazınız.').optional(),
  ),
});
export type TicketSendPayload = z.infer<typeof ticketSendSchema>;

export const complaintCategories = ['oneri-istek', 'hata-bildirimi', 'diger'] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];

/** Text fields of the multipart complaint form; images are counted with `checkImageCount`. */
export const complaintSchema = obj({
  title: requiredText('Lütfen başlık giriniz.', 255),
  body: requiredText('Lütfen açıklama giriniz.', 5000),
  category: z.enum(complaintCategories, { error: 'Lütfen konu seçiniz.' }),
  is_web: flagField('Geçersiz değer.').default(1),
});
export type ComplaintPayload = z.infer<typeof complaintSchema>;

export const disputeCreateSchema = obj({
  mission_id: missionIdField,
  message: requiredText('Lütfen uyuşmazlık sebebini giriniz.', 5000),
});
export type DisputeCreatePayload = z.infer<typeof disputeCreateSchema>;

export const disputeMessageSchema = obj({
  message: requiredText('Lütfen mesajınızı giriniz.', 5000),
});
export type DisputeMessagePayload = z.infer<typeof disputeMessageSchema>;
