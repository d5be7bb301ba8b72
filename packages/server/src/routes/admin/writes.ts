import type { CallInput, EndpointSpec, ResponseOf } from '@meslektas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Answer, route } from '../../plugins/contract.ts';
import type { Actor } from '../../services/admin/accounts.ts';

/** What a console change answers beside its message: the record as saved. */
type Saved<E extends EndpointSpec> = ResponseOf<E> extends { data: infer D } ? D : never;

/**
 * The console's change calls of a catalogue or content kind: each runs its service as the
 * operator and answers the call's Turkish message, with the record as saved (`saves`) or alone
 * (`removes`).
 */
export function consoleWrites(app: FastifyInstance, actor: (request: FastifyRequest) => Actor) {
  return {
    saves<E extends EndpointSpec>(
      spec: E,
      message: string | ((input: CallInput<E>) => string),
      run: (input: CallInput<E>, actor: Actor) => Promise<Saved<E>>,
    ): void {
      route(app, spec, async (input, request) => {
        const data = await run(input, actor(request));
        const text = typeof message === 'string' ? message : message(input);
        return { message: text, data } as Answer<E>;
      });
    },
    removes<E extends EndpointSpec>(
      spec: E,
      message: string,
      run: (input: CallInput<E>, actor: Actor) => Promise<void>,
    ): void {
      route(app, spec, async (input, request) => {
        await run(input, actor(request));
        return { message } as Answer<E>;
      });
    },
  };
}
