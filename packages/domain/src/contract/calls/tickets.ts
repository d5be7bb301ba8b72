/**
 * The smart support system (spec §2.14, §7.4): the subjects a lawyer may write about, his tickets
 * with the operators' answers, and sending a ticket (a call the spec leaves open).
 */
import { z } from 'zod';
import { ticketOptionSchema, ticketSchema } from '../entities.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { ticketSendSchema } from '../requests.ts';

const tag = 'Destek';

export const ticketCalls = {
  list: endpoint({
    method: 'GET',
    path: '/ticket',
    summary: 'Destek konuları (alt seçenekleriyle) ve avukatın talepleri, yeniden eskiye, cevaplarıyla',
    tag,
    access: 'lawyer',
    response: dataEnvelope(
      z.object({ options: z.array(ticketOptionSchema), tickets: z.array(ticketSchema) }),
    ),
  }),
  send: endpoint({
    method: 'POST',
    path: '/ticket',
    summary:
      'Destek talebi gönderir: yazılı soru alan bir konu (option: seçeneğin value değeri) ve soru metni',
    tag,
    access: 'lawyer',
    body: ticketSendSchema,
    response: z.object({ status: z.literal('true'), message: z.string(), data: ticketSchema }),
  }),
};
