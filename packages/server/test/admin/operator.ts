import type { FastifyInstance } from 'fastify';
import { type UserOverrides, signedInUser } from '../helpers/users.ts';

/** An operator of the console: no bar, no courthouse, signed in. */
export function signedInOperator(app: FastifyInstance, overrides: UserOverrides = {}) {
  return signedInUser(app, {
    role: 'operator',
    baro_id: null,
    courthouses: [],
    name: 'Operatör Deniz Ak',
    ...overrides,
  });
}

/** The token of a new {@link signedInOperator}, for a suite that signs him in. */
export async function operatorToken(app: FastifyInstance): Promise<string> {
  return (await signedInOperator(app)).token;
}
