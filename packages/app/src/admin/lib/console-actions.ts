import { mutate } from 'swr';
import { ApiError } from '../../lib/api-client.ts';

/** The server's Turkish refusal of an operator action, or a general one when it sent none. */
export function refusal(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : 'İşlem yapılamadı. Lütfen tekrar deneyiniz.';
}

/** After an action every console list and the dashboard's queue sizes may have changed. */
export function refreshConsole() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/admin/'));
}
