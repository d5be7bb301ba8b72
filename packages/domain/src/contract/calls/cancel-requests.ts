/**
 * Cancel requests and notices (spec §7.2): either party of an assigned task asks the other to
 * cancel it; the counterparty confirms (the task is cancelled) or rejects (it goes on).
 */
import { z } from 'zod';
import { MissionStatus } from '../../rules/mission-status.ts';
import { cancelInfoSchema } from '../entities.ts';
import { nestedData } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { cancelConfirmSchema, cancelRequestSchema } from '../requests.ts';

const tag = 'İptal Talepleri';
const id = z.number().int();

export const cancelRequestCalls = {
  info: endpoint({
    method: 'GET',
    path: '/cancelRequest/info',
    summary:
      'İptal talebi sayfası: talep edilebilecek atanmış görevler, sorun tipleri, talepler ve bu ay kalan hak',
    tag,
    access: 'lawyer',
    response: nestedData(cancelInfoSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/cancelRequest',
    summary:
      'Atanmış bir görev için karşı taraftan iptal talep eder (görev başına bir açık talep; aylık hak düşer)',
    tag,
    access: 'lawyer',
    body: cancelRequestSchema,
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      data: z.object({ id, late: z.boolean(), remaining: z.number().int() }),
    }),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/mission/cancelConfirm',
    summary:
      'Karşı taraf iptal talebini onaylar (confirm: görev iptal edilir) veya reddeder (cancel: görev sürer)',
    tag,
    access: 'lawyer',
    body: cancelConfirmSchema,
    response: z.object({
      status: z.literal('true'),
      message: z.string(),
      data: z.object({
        missionId: id,
        missionStatus: z.union([z.literal(MissionStatus.assigned), z.literal(MissionStatus.cancelled)]),
      }),
    }),
  }),
};
