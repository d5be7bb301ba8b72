import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../helpers/users.ts';
import { png } from '../uploads/fixtures.ts';
import { type Part, file } from '../uploads/multipart.ts';
import { postMultipart } from '../uploads/setup.ts';

/** 'Hesabım ve profilim › Telefon numaramı değiştirmek istiyorum': a leaf that takes a question. */
const PHONE_CHANGE = 62;

/** A lawyer's ticket sent through his own form; answers its id. */
export async function sentTicket(app: FastifyInstance, token: string, message: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: { option: PHONE_CHANGE, message },
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

/** A lawyer's suggestion, bug report (with `images` screenshots) or complaint sent from the form. */
export async function sentComplaint(
  app: FastifyInstance,
  token: string,
  fields: { title: string; category: 'oneri-istek' | 'hata-bildirimi' | 'diger'; images?: number },
): Promise<number> {
  const parts: Part[] = [
    { name: 'title', value: fields.title },
    { name: 'body', value: `${fields.title}: ayrıntılar.` },
    { name: 'category', value: fields.category },
    { name: 'is_web', value: '1' },
  ];
  for (let i = 0; i < (fields.images ?? 0); i += 1) {
    parts.push(file('images[]', await png(), `ekran-${i}.png`, 'image/png'));
  }
  const res = await postMultipart(app, '/api/complaints', parts, bearer(token));
  expect(res.statusCode).toBe(200);
  const row = await app.db
    .selectFrom('complaints')
    .select('id')
    .where('title', '=', fields.title)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const auditOf = (app: FastifyInstance, action: string, subjectId: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .execute();
