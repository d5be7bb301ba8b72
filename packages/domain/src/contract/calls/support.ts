/** Suggestions, bug reports and complaints (spec §7.5). */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const tag = 'Destek';

export const supportCalls = {
  sendComplaint: endpoint({
    method: 'POST',
    path: '/complaints',
    summary:
      'Öneri, istek, hata bildirimi veya şikâyet (multipart: title, body, category, is_web; ' +
      'yalnızca hata bildiriminde en fazla 3 resim, alan adı images[])',
    tag,
    access: 'lawyer',
    multipart: { files: { images: { maxFiles: 3 } } },
    response: z.object({ status: z.literal('true'), message: z.string() }),
  }),
};
