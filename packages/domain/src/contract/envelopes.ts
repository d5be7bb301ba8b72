import type { User } from './entities.ts';

/** Most calls answer `{ data }`; the client reads `res.data`. */
export interface DataEnvelope<T> {
  data: T;
}

/** Calls the spec shows as `data.data` (applicants, cancel info, referral, detail). */
export interface NestedData<T> {
  data: { data: T };
}

/** The task lists: `{ data, totalPage, page }`. */
export interface PagedResponse<T> {
  data: T[];
  totalPage: number;
  page: number;
}

/** Notifications page like Laravel's paginator; paging ends when last_page equals the page. */
export interface LaravelPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A business refusal sent with status 200 (mission/create, payouts, password, e-mail update). */
export interface StatusFalse {
  status: 'false';
  messages: string[] | Record<string, string[]>;
}

/** Every 4xx/5xx body. `error` carries a machine code such as `sms_not_verify`. */
export interface ApiErrorBody {
  message: string;
  error?: string;
  errors?: Record<string, string[]>;
}

export interface LoginResponse {
  token: string;
  user: User;
  message: string;
}

/** A success answer that carries a message to show as a success toast. */
export interface MessageResponse {
  status?: 'true';
  message: string;
}

export function isStatusFalse(body: unknown): body is StatusFalse {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'false';
}
