/**
 * The daily digest e-mail's settings (issue #27): on or off and the Istanbul time it goes, with
 * whether the lawyer has a verified e-mail address to receive it.
 */
import { z } from 'zod';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { obj } from '../fields.ts';
import { isDigestTimeFormat } from '../../rules/digest.ts';

const tag = 'Günlük Özet';

export const digestSettingsSchema = z.object({
  enabled: z.boolean(),
  /** HH:mm, Istanbul: one of `times`. */
  time: z.string(),
  /** The times he may pick now (the constants' range in steps). */
  times: z.array(z.string()),
  /** His address, or null when he has none. */
  email: z.string().nullable(),
  /** Only a verified address receives the digest. */
  emailVerified: z.boolean(),
  /** When the next one is due (ISO-8601); null while it is off or he has no verified address. */
  nextAt: z.string().nullable(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

const digestTimeFormatMessage = 'Lütfen listeden bir gönderim saati seçiniz.';

export const digestUpdateSchema = obj({
  enabled: z.boolean({ error: 'Günlük özet ayarı geçersiz.' }),
  time: z
    .string({ error: digestTimeFormatMessage })
    .refine(isDigestTimeFormat, { error: digestTimeFormatMessage }),
});
export type DigestUpdatePayload = z.infer<typeof digestUpdateSchema>;

export const digestMessages = {
  on: 'Günlük özet açıldı.',
  off: 'Günlük özet kapatıldı.',
} as const;

export const digestCalls = {
  settings: endpoint({
    method: 'GET',
    path: '/user/digest',
    summary:
      'Günlük özet e-postası ayarı: açık mı, saat kaçta (İstanbul) ve doğrulanmış e-posta adresi var mı',
    tag,
    access: 'lawyer',
    response: dataEnvelope(digestSettingsSchema),
  }),
  update: endpoint({
    method: 'POST',
    path: '/user/digest',
    summary:
      'Günlük özeti açar veya kapatır ve saatini seçer (sabitlerdeki saat aralığında, yarım saatlik ' +
      'adımlarla; varsayılan 06:00–11:00); ' +
      'sonraki gönderim yeni saate taşınır, kapatınca düşer',
    tag,
    access: 'lawyer',
    body: digestUpdateSchema,
    response: z.object({ status: z.literal('true'), message: z.string(), data: digestSettingsSchema }),
  }),
};
