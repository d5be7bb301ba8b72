import { mutate } from 'swr';
import { ApiError } from '../../lib/api-client.ts';

/** The server's Turkish refusal of an operator action, or a general one when it sent none. */
export function refusal(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : 'İşlem yapılamadı. Lütfen tekrar deneyiniz.';
}

/** A console form's refusal: the message, and the first message of each field the server named. */
export function formRefusal(error: unknown): { message: string; fields: Partial<Record<string, string>> } {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | undefined) : undefined;
  const errors =
    body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, list]) =>
      Array.isArray(list) && typeof list[0] === 'string' ? [[field, list[0]]] : [],
    ),
  );
  return { message: refusal(error), fields };
}

/** After an action every console list and the dashboard's queue sizes may have changed. */
function refreshConsole() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/admin/'));
}

/**
 * Runs an operator action: when it goes through, `done` gets the server's message and every
 * console list is read again; when it is refused, the form gets `refused(error)` (the plain
 * message by default) to show. Resolves to null on success.
 */
export async function consoleAction<R = string>(
  work: () => Promise<{ message: string }>,
  done: (message: string) => void,
  refused: (error: unknown) => R = refusal as (error: unknown) => R,
): Promise<R | null> {
  try {
    done((await work()).message);
    await refreshConsole();
    return null;
  } catch (err) {
    return refused(err);
  }
}
