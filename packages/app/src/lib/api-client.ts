import { type ApiCall, type CallContext, mapApiError } from '@meslektas/domain';
import { FetchError, ofetch } from 'ofetch';
import { env } from '../config/env.ts';
import { getToken } from './auth-token.ts';
import type { Outcome } from './outcomes.ts';

/** A failed call, already described by domain's error mapping; perform(outcome) acts on it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly outcome: Outcome,
  ) {
    super(outcome.toast?.text ?? `HTTP ${status}`);
  }
}

/** The cache-busting `v` parameter the spec puts on every request. */
export function cacheBuster(): string {
  return Math.random().toString(36).slice(2, 10);
}

const client = ofetch.create({
  baseURL: env.apiBase,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    options.headers = headers;
    options.query = { ...options.query, v: cacheBuster() };
  },
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  /** Names the call so the error mapping applies its rule from the spec's catalogue. */
  call?: ApiCall;
  context?: CallContext;
  /** The spec lets this call fail without a word: only leaving (401, account states) still happens. */
  quiet?: boolean;
}

/** Every API call goes through here; a failure leaves as ApiError carrying the mapped outcome. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await client<T>(path, {
      method: options.method ?? 'GET',
      query: options.query,
      ...(options.body ? { body: options.body } : {}),
    });
  } catch (error) {
    const status = error instanceof FetchError ? (error.status ?? 0) : 0;
    const body: unknown = error instanceof FetchError ? error.data : undefined;
    const outcome = mapApiError({
      status,
      body,
      ...(options.call ? { call: options.call } : {}),
      ...(options.context ? { context: options.context } : {}),
    });
    throw new ApiError(
      status,
      body,
      options.quiet ? { ...outcome, toast: undefined, modal: undefined } : outcome,
    );
  }
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

export const apiGet = <T>(path: string, options: Opts = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body: Record<string, unknown> = {}, options: Opts = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });
