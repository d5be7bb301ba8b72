import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  type CallInput,
  type EndpointSpec,
  type ResponseOf,
  api as contract,
  fillPath,
} from '../../packages/domain/src/index.ts';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo.ts';

export { contract };

/** Who a call is made as: a demo account's telephone (it signs in with the demo password) or a token. */
export type Caller = string | { token: string };

type Args<E extends EndpointSpec> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** What a journey sends on purpose outside the contract (a wrong password, a field too long). */
export interface LooseInput {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface ContractClient {
  /** The call's answer, typed by its declaration in domain; any other status fails with the body. */
  call<E extends EndpointSpec>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>>;
  /** The answer as it came, for a journey that expects a refusal. */
  send(endpoint: EndpointSpec, input?: LooseInput): Promise<APIResponse>;
  /** The caller's token (signing a demo account in on first use). */
  token(): Promise<string>;
}

// The server throttles logins per IP; one token per demo account serves every test of a run.
const tokens = new Map<string, string>();

async function demoToken(request: APIRequestContext, telephone: string): Promise<string> {
  const cached = tokens.get(telephone);
  if (cached) return cached;
  const { token } = await clientFor(request).call(contract.auth.login, {
    body: { telephone, password: DEMO_PASSWORD },
  });
  tokens.set(telephone, token);
  return token;
}

/** An API client typed by the contract, calling as `caller` (nobody when left out). */
export function clientFor(request: APIRequestContext, caller?: Caller): ContractClient {
  const token = async () => {
    if (caller === undefined) throw new Error('this client calls as nobody');
    return typeof caller === 'string' ? demoToken(request, caller) : caller.token;
  };
  const send: ContractClient['send'] = async (endpoint, input = {}) => {
    const headers = {
      ...input.headers,
      ...(caller === undefined ? {} : { authorization: `Bearer ${await token()}` }),
    };
    return request.fetch(`/api${fillPath(endpoint.path, input.params)}`, {
      method: endpoint.method,
      headers,
      ...(input.query ? { params: input.query } : {}),
      ...(input.body === undefined ? {} : { data: input.body }),
    });
  };
  return {
    token,
    send,
    async call<E extends EndpointSpec>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
      const res = await send(endpoint, input as LooseInput | undefined);
      if (res.status() !== 200) {
        throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.status()}: ${await res.text()}`);
      }
      return (await res.json()) as ResponseOf<E>;
    },
  };
}
