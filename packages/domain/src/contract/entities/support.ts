/** Disputes, complaints and support tickets. */
import { z } from 'zod';
import { flagSchema } from './shared.ts';

export const disputePartySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  verification_image: z.string().nullable(),
});
export type DisputeParty = z.infer<typeof disputePartySchema>;

export const disputeMissionSchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  adliyeName: z.string().nullable(),
  missionDate: z.string(),
  missionPrice: z.number(),
});
export type DisputeMission = z.infer<typeof disputeMissionSchema>;

export const disputeSchema = z.object({
  id: z.number().int(),
  /** 'open' or 'resolved'. */
  status: z.string(),
  status_text: z.string(),
  status_color: z.string().optional(),
  result_message: z.string().nullable(),
  created_at: z.string(),
  fromnow: z.string(),
  new_messages: z.number().int(),
  muhatap: disputePartySchema,
  mission: disputeMissionSchema,
});
export type Dispute = z.infer<typeof disputeSchema>;

/** A message of a dispute (`Entity`: `disputeMessageSchema` is the request that sends one). */
export const disputeMessageEntitySchema = z.object({
  id: z.number().int(),
  /** HTML. */
  message: z.string(),
  status: z.enum(['pending', 'approved']),
  fromnow: z.string(),
  /** name null means the product itself wrote the message. */
  sender: disputePartySchema,
  /** The viewer wrote it: only then can it be pending (the other party sees approved ones only). */
  mine: z.boolean(),
  /** Addresses an `<img>` loads (signed for the viewer; see docs/decisions/006). */
  images: z.array(z.string()).optional(),
});
export type DisputeMessage = z.infer<typeof disputeMessageEntitySchema>;

/** A complaint as listed (`Entity`: `complaintSchema` is the request that files one). */
export const complaintEntitySchema = z.object({
  body: z.string(),
  title: z.string(),
  category: z.string(),
  is_web: flagSchema,
  images: z.array(z.string()),
});
export type Complaint = z.infer<typeof complaintEntitySchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  /** The subject as chosen: 'Ödeme ve Pro üyelik › Ödeme talebim sonuçlanmadı'. */
  subject: z.string(),
  question: z.string(),
  date: z.string(),
  /** 'pending' shows 'Bekliyor', anything else 'Cevaplandı'. */
  status: z.string(),
  /** The operator's answer (HTML, filtered on the way out); null while pending. */
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketRedirectSchema = z.enum(['sss', 'baro_change', 'cancel_request']);
export type TicketRedirect = z.infer<typeof ticketRedirectSchema>;

export const ticketOptionTypeSchema = z.enum(['animation_modal_text', 'infoText', 'subselect']);
export type TicketOptionType = z.infer<typeof ticketOptionTypeSchema>;

/**
 * Recursive through `sub`, so the API reference cannot spell it out inline: its registered `id`
 * makes it a named component (`#/components/schemas/TicketOption`) the document refers to.
 */
export const ticketOptionSchema = z.object({
  key: z.string(),
  value: z.number().int(),
  text: z.string(),
  redirect: ticketRedirectSchema.nullable(),
  type: ticketOptionTypeSchema.nullable(),
  /** What `infoText` shows under the select and `animation_modal_text` shows after its loader. */
  info: z.string().nullable(),
  /** The options of a `subselect`, one level down. */
  get sub() {
    return z.array(ticketOptionSchema).optional();
  },
});
z.globalRegistry.add(ticketOptionSchema, { id: 'TicketOption' });
export type TicketOption = z.infer<typeof ticketOptionSchema>;
