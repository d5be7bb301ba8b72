import type { StatusFalse } from './envelopes.ts';

/** A 200 that is a refusal (`status: 'false'`), told apart without zod so the browser needs none. */
export function isStatusFalse(body: unknown): body is StatusFalse {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'false';
}
