/**
 * One call of the API, declared once: method, path, who may call it, and the zod schemas of its
 * body, query, path parameters and answer. The server registers its route from this object
 * (validation before the handler, the answer serialised through `response`), the app calls it
 * through one typed client, and the OpenAPI document is generated from the same schemas.
 *
 * Request schemas may be lenient (`z.preprocess` accepts ids as strings, older clients send them
 * so); response schemas must be plain (no preprocess or transform), because the server encodes
 * answers through them and a field that is not declared never leaves it.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: nobody signed in (`public`), a signed-in lawyer in any account state (`session`:
 * the verification and account-state pages), a lawyer in good standing (`lawyer`), or an operator
 * of the console (`operator`, every call under `/admin/`).
 */
export type Access = 'public' | 'session' | 'lawyer' | 'operator';

/** Multipart calls: the file fields and how many files each takes. */
export interface MultipartSpec {
  files: Record<string, { maxFiles: number }>;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to `/api`, Fastify style: `/mission/markAsCompleted/:id`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** Groups the call in the API reference. */
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the call reads (names in lower case), such as `idempotency-key`. */
  headers?: z.ZodType;
  /** The text fields of a multipart call (its files are described by `multipart`). */
  multipart?: MultipartSpec;
  /**
   * The media type of a call that answers a file instead of JSON (`application/zip`); `response`
   * then describes its bytes for the API reference, and the client reads the answer as a Blob.
   */
  produces?: string;
  /** The success answer (status 200). Errors share `apiErrorBodySchema`. */
  response: z.ZodType;
}

/** Declares an endpoint, keeping its literal types so both sides infer from it. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the client sends: the parsed (canonical) shape, so ids are numbers and flags 0/1. */
export type BodyOf<E extends EndpointSpec> = Out<E['body']>;
export type QueryOf<E extends EndpointSpec> = Out<E['query']>;
export type ParamsOf<E extends EndpointSpec> = Out<E['params']>;
export type HeadersOf<E extends EndpointSpec> = Out<E['headers']>;
/** What the call answers with on success. */
export type ResponseOf<E extends EndpointSpec> = z.output<E['response']>;

type Field<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** Everything a call needs besides its endpoint; parts the endpoint does not declare are absent. */
export type CallInput<E extends EndpointSpec> = Field<'body', BodyOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'params', ParamsOf<E>> &
  Field<'headers', HeadersOf<E>>;

/** `/mission/markAsCompleted/:id` with `{ id: 7 }` → `/mission/markAsCompleted/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
