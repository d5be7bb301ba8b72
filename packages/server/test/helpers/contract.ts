import { type CallInput, type EndpointSpec, type ResponseOf, fillPath } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * An error answer's body without its `requestId`, after checking that the id is there and is the
 * one in the `X-Request-Id` header: the rest of the body is then compared exactly as before.
 */
export function withoutRequestId(body: unknown, header: unknown): Record<string, unknown> {
  const { requestId, ...rest } = body as Record<string, unknown>;
  expect(requestId).toEqual(expect.stringMatching(/\S/));
  expect(requestId).toBe(header);
  return rest;
}

/** {@link withoutRequestId} of an injected answer. */
export function errorBody(res: {
  json(): unknown;
  headers: Record<string, unknown>;
}): Record<string, unknown> {
  return withoutRequestId(res.json(), res.headers['x-request-id']);
}

export interface ContractAnswer<E extends EndpointSpec> {
  status: number;
  /**
   * The body parsed with the endpoint's response schema (success) or as JSON (anything else; an
   * error answer without its request id, checked against the header by {@link errorBody}).
   */
  body: ResponseOf<E>;
  raw: unknown;
}

/**
 * Calls an endpoint of the shared contract on the real app, by its declaration (method, path,
 * parameters), and parses a 200 answer with the endpoint's response schema: a field the contract
 * does not describe, or one of the wrong type, fails the test with the schema's own issues.
 */
export async function callEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  input: CallInput<E>,
  token?: string,
): Promise<ContractAnswer<E>> {
  const { body, query, params, headers } = input as {
    body?: object;
    query?: Record<string, unknown>;
    params?: object;
    headers?: Record<string, string | undefined>;
  };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.size > 0 ? `?${search}` : '';
  const res = await app.inject({
    method: spec.method,
    url: `/api${fillPath(spec.path, params as Record<string, unknown>)}${qs}`,
    ...(body ? { payload: body } : {}),
    headers: {
      ...Object.fromEntries(Object.entries(headers ?? {}).filter(([, v]) => v !== undefined)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  // What the call started after its answer (a new task's delivery) is done before the test reads on.
  await app.deliveries.idle();
  const raw: unknown = res.statusCode >= 400 ? errorBody(res) : res.body ? res.json() : undefined;
  if (res.statusCode !== 200) return { status: res.statusCode, body: raw as ResponseOf<E>, raw };
  const parsed = spec.response.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `${spec.method} ${spec.path} answered outside its contract:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
    );
  }
  return { status: 200, body: parsed.data as ResponseOf<E>, raw };
}

/** Like callEndpoint, but the call must succeed. */
export async function expectOk<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  input: CallInput<E>,
  token?: string,
): Promise<ResponseOf<E>> {
  const answer = await callEndpoint(app, spec, input, token);
  if (answer.status !== 200) {
    throw new Error(`${spec.method} ${spec.path} answered ${answer.status}: ${JSON.stringify(answer.raw)}`);
  }
  return answer.body;
}

/**
 * {@link callEndpoint} and {@link expectOk} on a suite's app as one caller, whose token is read at
 * call time (a suite signs its people in before the first test):
 * `const operator = callerOn(ctx, () => ctx.operator.token)`, then `operator.ok(api.admin.x, input)`.
 */
export function callerOn(ctx: { app: FastifyInstance }, token: () => string) {
  return {
    call: <E extends EndpointSpec>(spec: E, input: CallInput<E>) =>
      callEndpoint(ctx.app, spec, input, token()),
    ok: <E extends EndpointSpec>(spec: E, input: CallInput<E>) => expectOk(ctx.app, spec, input, token()),
  };
}
