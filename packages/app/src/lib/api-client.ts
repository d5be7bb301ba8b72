import {
  type ApiCall,
  type CallContext,
  type CallInput,
  type ParamsOf,
  type ResponseOf,
  fillPath,
  mapApiError,
} from '@meslektas/domain';
import type { ClientEndpoint, DeclarationOf } from '@meslektas/domain/client';
import { env } from '../config/env.ts';
import { getToken } from './auth-token.ts';
import type { Outcome } from './outcomes.ts';
import { trackRequest } from './settled.ts';

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
function cacheBuster(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** A request the server refused (its status and its answer), or that got no answer (status 0). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** An answer's body: JSON when it says so (or names no type) and parses, the text otherwise, nothing when empty. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type === '' || /json/i.test(type) ? (parseJson(text) ?? text) : text;
}

/**
 * One request to the API: the token, JSON by default, the spec's `v` on every URL; a failed status
 * or a dropped connection throws HttpError (plain fetch: the first paint of every screen carries it).
 */
async function send(
  path: string,
  init: {
    method: string;
    query?: Record<string, string | number | undefined>;
    body?: Record<string, unknown> | FormData;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A download names its own media type (callDownload); everything else answers JSON.
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  query.set('v', cacheBuster());
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body) {
    body = JSON.stringify(init.body);
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await trackRequest(
      fetch(`${env.apiBase}${path}?${query.toString()}`, {
        method: init.method,
        headers,
        ...(body === undefined ? {} : { body }),
      }),
    );
  } catch {
    throw new HttpError(0, undefined);
  }
  if (!response.ok) throw new HttpError(response.status, await bodyOf(response).catch(() => undefined));
  return response;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | undefined>;
  /** Headers the call declares (an idempotency key); the token and Accept are added for every call. */
  headers?: Record<string, string>;
  /** Names the call so the error mapping applies its rule from the spec's catalogue. */
  call?: ApiCall;
  context?: CallContext;
  /** The spec lets this call fail without a word: only leaving (401, account states) still happens. */
  quiet?: boolean;
}

/** A failed request as ApiError, described by domain's error mapping. */
function toApiError(status: number, body: unknown, options: RequestOptions): ApiError {
  const outcome = mapApiError({
    status,
    body,
    ...(options.call ? { call: options.call } : {}),
    ...(options.context ? { context: options.context } : {}),
  });
  return new ApiError(
    status,
    body,
    options.quiet ? { ...outcome, toast: undefined, modal: undefined } : outcome,
  );
}

/** Every API call goes through here; a failure leaves as ApiError carrying the mapped outcome. */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await send(path, {
      method: options.method ?? 'GET',
      ...(options.query ? { query: options.query } : {}),
      ...(options.body ? { body: options.body } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });
    return (await bodyOf(response)) as T;
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    const body: unknown = error instanceof HttpError ? error.data : undefined;
    throw toApiError(status, body, options);
  }
}

/** What a call may add to its endpoint: how the error mapping describes its failure. */
type CallOptions = Pick<RequestOptions, 'call' | 'context' | 'quiet'>;

type CallArgs<C extends ClientEndpoint> =
  Record<string, never> extends CallInput<DeclarationOf<C>>
    ? [input?: CallInput<DeclarationOf<C>>, options?: CallOptions]
    : [input: CallInput<DeclarationOf<C>>, options?: CallOptions];

/** What a call answers with, from its declaration in the contract. */
type AnswerOf<C extends ClientEndpoint> = ResponseOf<DeclarationOf<C>>;

/** The parts of a call's input; their types were checked against the endpoint by the caller. */
interface SentInput {
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, unknown>;
  headers?: Record<string, string | undefined>;
}

/**
 * Calls one endpoint of the shared contract: path, method and the types of what is sent and what
 * comes back all come from its declaration in domain, so no answer is cast by hand.
 */
export function callApi<C extends ClientEndpoint>(
  spec: C,
  ...[input, options]: CallArgs<C>
): Promise<AnswerOf<C>> {
  const { body, query, params, headers } = (input ?? {}) as SentInput;
  const sentHeaders = Object.fromEntries(
    Object.entries(headers ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return apiRequest<AnswerOf<C>>(fillPath(spec.path, params), {
    ...options,
    method: spec.method,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
    ...(Object.keys(sentHeaders).length > 0 ? { headers: sentHeaders } : {}),
  });
}

/**
 * Sends a multipart call's form (its text fields and files) as it is; the browser sets the boundary.
 * `params` fills the path of a call on one record (`conflicts/:id/message`).
 */
export function callUpload<C extends ClientEndpoint & { multipart: true }>(
  spec: C,
  form: FormData,
  options?: CallOptions & { params?: ParamsOf<DeclarationOf<C>> },
): Promise<AnswerOf<C>> {
  const { params, ...rest } = options ?? {};
  return apiRequest<AnswerOf<C>>(fillPath(spec.path, params as Record<string, unknown> | undefined), {
    ...rest,
    method: spec.method,
    body: form,
  });
}

/** The name in `Content-Disposition: attachment; filename="…"`, or null. */
function attachmentName(header: string | null): string | null {
  return header ? (/filename="([^"]+)"/.exec(header)?.[1] ?? null) : null;
}

/**
 * Calls an endpoint that answers a file (`produces`) and gives its bytes with the name the server
 * chose (`params` fills the path of a file of one record). The session is a bearer token, so a plain
 * link could not carry it; the caller saves the Blob. A refusal still arrives as JSON and is mapped
 * like any other.
 */
export async function callDownload<C extends ClientEndpoint & { produces: string }>(
  spec: C,
  options?: CallOptions & { params?: ParamsOf<DeclarationOf<C>> },
): Promise<{ blob: Blob; filename: string | null }> {
  const { params, ...rest } = options ?? {};
  try {
    const response = await send(fillPath(spec.path, params as Record<string, unknown> | undefined), {
      method: spec.method,
      headers: { Accept: spec.produces },
    });
    const blob = await response.blob();
    return { blob, filename: attachmentName(response.headers.get('content-disposition')) };
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    const body: unknown = error instanceof HttpError ? error.data : undefined;
    throw toApiError(status, body, rest);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The SWR key of a call: its path with parameters filled, then its query and body (reads such as
 * global/allAdliyeData are POSTs whose body picks the answer), '' when it sends neither.
 */
export function callKey<C extends ClientEndpoint>(
  spec: C,
  input?: CallInput<DeclarationOf<C>>,
): readonly [string, string] {
  const { params, query, body } = (input ?? {}) as SentInput;
  const sent = JSON.stringify({ query, body });
  return [fillPath(spec.path, params), sent === '{}' ? '' : sent] as const;
}
