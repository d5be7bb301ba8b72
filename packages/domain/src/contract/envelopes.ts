/**
 * The wrappers answers travel in, as schema builders (`dataEnvelope(userSchema)`) with their generic
 * types inferred from the same builders (`DataEnvelope<User>`), and the shared answer shapes: the
 * status-false refusal, the error body, the login answer and the message answer.
 */
import { z } from 'zod';
import { apiErrorCodeSchema } from './errors.ts';
import { userSchema } from './entities.ts';

/** Most calls answer `{ data }`; the client reads `res.data`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
export type DataEnvelope<T> = z.infer<ReturnType<typeof dataEnvelope<z.ZodType<T>>>>;

/** Calls the spec shows as `data.data` (applicants, cancel info, referral, detail). */
export const nestedData = <T extends z.ZodType>(data: T) => z.object({ data: z.object({ data }) });
export type NestedData<T> = z.infer<ReturnType<typeof nestedData<z.ZodType<T>>>>;

/** The task lists: `{ data, totalPage, page }`. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalPage: z.number().int(),
    page: z.number().int(),
  });
export type PagedResponse<T> = z.infer<ReturnType<typeof pagedResponse<z.ZodType<T>>>>;

/** Notifications page like Laravel's paginator; paging ends when last_page equals the page. */
export const laravelPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
export type LaravelPage<T> = z.infer<ReturnType<typeof laravelPage<z.ZodType<T>>>>;

/** A business refusal sent with status 200 (mission/create, payouts, password, e-mail update). */
export const statusFalseSchema = z.object({
  status: z.literal('false'),
  /** A list, or Laravel-style messages per field (mission/create names the failing field). */
  messages: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
});
export type StatusFalse = z.infer<typeof statusFalseSchema>;

/** Every 4xx/5xx body: the Turkish message, and what the client needs to act on it. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  /** A machine code such as `sms_not_verify`; the client decides on it, never on the message. */
  error: apiErrorCodeSchema.optional(),
  /** 422: Laravel-style messages per field (`{ telephone: ['…'] }`); empty when none is named. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Where the client goes next (`premium_required` sends `/premium-uyelik`). */
  redirect: z.string().optional(),
  /** mission/checkAdliyeUsers: the text of the modal that says nobody would receive the task. */
  modalMessage: z.string().optional(),
  /** The request id the server logged the answer under (also the `X-Request-Id` header), to quote to support. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A success answer that carries a message to show as a success toast. */
export const messageResponseSchema = z.object({
  status: z.literal('true').optional(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export { isStatusFalse } from './guards.ts';
