/**
 * The task lists (spec §7.1): six paged lists (`{ data, totalPage, page }`, 5 a page unless the
 * client asks otherwise), the archive (the last 10), the newest own task and the current assignments.
 */
import { z } from 'zod';
import { archiveItemSchema, missionRowSchema } from '../entities.ts';
import { dataEnvelope, pagedResponse } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { archiveQuerySchema, pageQuerySchema } from '../requests.ts';

const tag = 'Görev listeleri';

const page = pagedResponse(missionRowSchema);

export const listCalls = {
  created: endpoint({
    method: 'GET',
    path: '/mission/created',
    summary: 'Oluşturduğum açık, atanmış ve (sebebiyle, en altta) iptal edilmiş görevler, en yeni önce',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  selected: endpoint({
    method: 'GET',
    path: '/mission/selected',
    summary: 'Atandığım, henüz tamamlanmamış görevler ve atandıktan sonra iptal edilenler (en altta)',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  applied: endpoint({
    method: 'GET',
    path: '/application/all',
    summary: 'Başvurduğum bütün görevler',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  notApplied: endpoint({
    method: 'GET',
    path: '/mission/notApplied',
    summary: 'Bana gelen, başvurmadan kapanan görevler',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  completed: endpoint({
    method: 'GET',
    path: '/mission/completed',
    summary: 'Taraf olduğum tamamlanmış görevler',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  cancelled: endpoint({
    method: 'GET',
    path: '/mission/cancel',
    summary: 'Sahibi olduğum ya da başvurduğum iptal edilmiş görevler',
    tag,
    access: 'lawyer',
    query: pageQuerySchema,
    response: page,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/mission/archive',
    summary: 'Taraf olduğum son 10 atanmış görev; type=completed ile son 10 tamamlanmış görev',
    tag,
    access: 'lawyer',
    query: archiveQuerySchema,
    response: dataEnvelope(z.array(archiveItemSchema)),
  }),
  last: endpoint({
    method: 'GET',
    path: '/mission/last',
    summary: 'Oluşturduğum en yeni görev; hiç yoksa null',
    tag,
    access: 'lawyer',
    response: dataEnvelope(missionRowSchema.nullable()),
  }),
  currentlySelected: endpoint({
    method: 'GET',
    path: '/missions/selected',
    summary: 'Şu an atanmış olduğum bütün görevler, sayfasız',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(missionRowSchema)),
  }),
};
