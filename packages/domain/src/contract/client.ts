/**
 * The contract as the browser calls it: each call's method and path (and whether it answers a
 * file or takes a form), without the zod schemas, which only the server and the tests run. The
 * app imports `api` from `@meslektas/domain/client`, so no screen ships the schemas or zod; the
 * types of what is sent and what comes back still come from the declarations, through
 * `DeclarationOf`. `route-table.generated/` is generated from the contract (one module per area, one export per
 * call, so a screen keeps only the calls it makes) and a test keeps it equal.
 */
import type { Api } from './calls/index.ts';
import type { EndpointSpec, HttpMethod } from './endpoint.ts';

declare const declaration: unique symbol;

/** What the client needs of a call; the declaration it stands for travels in its type only. */
export interface ClientEndpoint<E extends EndpointSpec = EndpointSpec> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Set for a call that answers a file: the media type it asks for. */
  readonly produces?: string;
  /** Set for a multipart call. */
  readonly multipart?: true;
  readonly [declaration]?: E;
}

/** The full declaration a client endpoint stands for. */
export type DeclarationOf<C extends ClientEndpoint> = NonNullable<C[typeof declaration]>;

export type ClientOf<E> = E extends EndpointSpec
  ? ClientEndpoint<E> &
      (E extends { produces: infer P } ? { readonly produces: P } : unknown) &
      (E extends { multipart: object } ? { readonly multipart: true } : unknown)
  : never;

export type ClientApi = { readonly [A in keyof Api]: { readonly [C in keyof Api[A]]: ClientOf<Api[A][C]> } };

export * as api from './route-table.generated/index.ts';
