/** The lawyer's own profile (spec §7.6). More calls of this area come with the profile screens. */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const tag = 'Profil';

export const profileCalls = {
  updateAvatar: endpoint({
    method: 'POST',
    path: '/user/update/avatar',
    summary:
      'Yeni profil fotoğrafı (multipart, alan adı avatar: png, gif veya jpeg, en fazla 5 MB); ' +
      'yetkili onayına kadar pending_avatar olarak bekler',
    tag,
    access: 'lawyer',
    multipart: { files: { avatar: { maxFiles: 1 } } },
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      /** A URL the owner can load now (signed: the photo is private until approved). */
      pending_avatar: z.string(),
    }),
  }),
};
