/**
 * Ready descriptions for the create form (spec §7.7): the system's (read-only, `user_id` null) and
 * the lawyer's own, which he may add, edit and delete while `allowCustom` is on.
 */
import { z } from 'zod';
import { shortDescriptionEntitySchema } from '../entities.ts';
import { endpoint } from '../endpoint.ts';
import { shortDescriptionIdSchema, shortDescriptionSchema } from '../requests.ts';

const tag = 'Hazır açıklamalar';

const saved = z.object({
  status: z.literal('true'),
  message: z.string(),
  data: shortDescriptionEntitySchema,
});

export const shortDescriptionCalls = {
  list: endpoint({
    method: 'GET',
    path: '/shortdescriptions',
    summary: 'Sistemin ve avukatın kendi hazır açıklamaları; allowCustom kendi açıklamalarına izin verir',
    tag,
    access: 'lawyer',
    response: z.object({ data: z.array(shortDescriptionEntitySchema), allowCustom: z.boolean() }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/shortdescriptions',
    summary: 'Kendi hazır açıklamasını ekler',
    tag,
    access: 'lawyer',
    body: shortDescriptionSchema,
    response: saved,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/shortdescriptions/:id',
    summary: 'Kendi hazır açıklamasını değiştirir (sistem açıklamaları değişmez)',
    tag,
    access: 'lawyer',
    params: shortDescriptionIdSchema,
    body: shortDescriptionSchema,
    response: saved,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shortdescriptions/:id',
    summary: 'Kendi hazır açıklamasını siler',
    tag,
    access: 'lawyer',
    params: shortDescriptionIdSchema,
    response: z.object({ status: z.literal('true'), message: z.string() }),
  }),
};
