/**
 * The dispute desk (spec §7.5): the parties of a task write to each other through the operators,
 * who approve every message and close the dispute with a result.
 */
import { z } from 'zod';
import { disputeMessageEntitySchema, disputeSchema } from '../entities.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj } from '../fields.ts';

const tag = 'Uyuşmazlık Masası';

/** The `:id` of conflicts/{id}: a dispute the caller is a party of. */
const disputeIdParamSchema = obj({ id: idField('Uyuşmazlık bulunamadı.') });

export const conflictCalls = {
  list: endpoint({
    method: 'GET',
    path: '/conflicts',
    summary:
      'Uyuşmazlık masası: başvurulabilecek görevler (atanmış, tamamlanmış veya atandıktan sonra iptal ' +
      'edilmiş, henüz uyuşmazlığı olmayan) ve taraf olduğum uyuşmazlıklar, en yeni önce',
    tag,
    access: 'lawyer',
    response: z.object({
      data: z.object({
        missions: z.array(z.object({ id: z.number().int(), title: z.string() })),
        conflicts: z.array(disputeSchema),
      }),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/conflicts',
    summary:
      'Bir görev için uyuşmazlık açar (multipart: mission_id, message; en fazla 3 resim, alan adı ' +
      'images[]). İlk mesaj operatör onayına kadar karşı tarafa gösterilmez.',
    tag,
    access: 'lawyer',
    multipart: { files: { images: { maxFiles: 3 } } },
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      data: z.object({ id: z.number().int() }),
    }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/conflicts/:id',
    summary:
      'Uyuşmazlığın özeti ve görebildiğim mesajlar (kendi mesajlarım ve onaylanmış olanlar); ' +
      'okunmamış onaylı mesajları okundu sayar',
    tag,
    access: 'lawyer',
    params: disputeIdParamSchema,
    response: z.object({
      data: z.object({ conflict: disputeSchema, messages: z.array(disputeMessageEntitySchema) }),
    }),
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/conflicts/:id/message',
    summary:
      'Uyuşmazlığa mesaj gönderir (multipart: message; en fazla 3 resim, alan adı images[]); mesaj ' +
      'operatör onayı bekler. Cevap görebildiğim mesajlar.',
    tag,
    access: 'lawyer',
    params: disputeIdParamSchema,
    multipart: { files: { images: { maxFiles: 3 } } },
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      messages: z.array(disputeMessageEntitySchema),
    }),
  }),
};
