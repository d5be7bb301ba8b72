/**
 * The lawyer's KVKK rights in the settings ('Verilerim ve Hesabım'): a copy of every record held
 * about him, and deleting his account. The rules are domain's rules/kvkk.ts.
 */
import { z } from 'zod';
import { KVKK_EXPORT_MEDIA_TYPE, accountDeletionMessages } from '../../rules/kvkk.ts';
import { endpoint } from '../endpoint.ts';
import { obj } from '../fields.ts';

const tag = 'KVKK';

export const accountDeletionSchema = obj({
  password: z
    .string({ error: accountDeletionMessages.passwordRequired })
    .min(1, { error: accountDeletionMessages.passwordRequired })
    .max(200, { error: accountDeletionMessages.wrongPassword }),
});
export type AccountDeletionPayload = z.infer<typeof accountDeletionSchema>;

export const kvkkCalls = {
  exportData: endpoint({
    method: 'GET',
    path: '/user/kvkk/export',
    summary:
      'Verilerimi indir: hesapla ilgili bütün kayıtlar (verilerim.json) ve yüklenen dosyalar tek ZIP ' +
      'dosyasında; dakikada bir kez',
    tag,
    access: 'lawyer',
    produces: KVKK_EXPORT_MEDIA_TYPE,
    response: z.string().meta({ format: 'binary', description: 'ZIP: verilerim.json ve dosyalar/' }),
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/user/kvkk/delete',
    summary:
      'Hesabımı sil: şifreyle onaylanır; açık görev, uyuşmazlık, bekleyen ödeme talebi veya çekilebilir ' +
      'bakiye varken 409; kişisel veriler silinir veya anonimleştirilir, bütün oturumlar kapanır',
    tag,
    access: 'lawyer',
    body: accountDeletionSchema,
    response: z.object({ status: z.literal('true'), message: z.string() }),
  }),
};
