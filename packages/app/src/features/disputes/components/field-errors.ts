import { ApiError } from '../../../lib/api-client.ts';

/** The first server message of each field of a 422, for a form's `errors`. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? error.outcome.fieldErrors : undefined;
  return fields ? Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])) : {};
}
