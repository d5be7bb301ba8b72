import { successToast } from '@meslektas/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { perform } from '../lib/outcomes.ts';

/** Shown when a refusal carries no message of its own. */
const GENERAL_REFUSAL = 'İşlem yapılamadı. Lütfen tekrar deneyiniz.';

/** The server's no, read from the contract's error body (`apiErrorBodySchema`). */
export interface Refusal {
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** The server's Turkish message, or the general one when it sent none. */
  message: string;
  /** Every message of each field the server named (422), as the contract sends them. */
  errors: Partial<Record<string, string[]>>;
  /** The first message of each of those fields, for a form that shows one under each input. */
  fields: Partial<Record<string, string>>;
}

/** The `message` a body carries (an error body, or a success answer), or ''. */
const messageIn = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';

/** The `errors` of a 422 body (`{ telephone: ['…'] }`), each field's messages that are texts. */
function errorsIn(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, list]: [string, unknown]) =>
      Array.isArray(list) ? [[field, list.filter((m): m is string => typeof m === 'string')]] : [],
    ),
  );
}

/**
 * A failed call as a refusal. The field messages are the body's own (a call whose catalogue rule
 * shows only a toast still names its fields to the form) and those domain's error mapping kept.
 */
function refusalOf(error: ApiError): Refusal {
  const errors = { ...errorsIn(error.body), ...error.outcome.fieldErrors };
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
  return { status: error.status, message: messageIn(error.body) || GENERAL_REFUSAL, errors, fields };
}

export interface ActionOptions<R> {
  /**
   * The success toast: `true` shows the answer's own `message`, a function the text it returns.
   * Without it the action tells its success itself (a redirect, a notice on the page).
   */
  toast?: ([R] extends [{ message: string }] ? true : never) | ((answer: R) => string | undefined);
  /**
   * Refusals the caller shows where the lawyer is looking (a dialog, the console's forms): nothing
   * is performed for them. Every other refusal performs its mapped outcome (the Turkish toast, a
   * redirect, leaving on 401).
   */
  inline?: (refusal: Refusal) => boolean;
}

type Settled<R> = { ok: true; answer: R } | { ok: false; refusal: Refusal };

/**
 * The one way an action runs: the call, then its success toast, or its refusal (performed, or
 * handed back when `inline` claims it). An error that is not a call's refusal is a bug and is
 * thrown on.
 */
export async function runAction<R>(
  work: () => Promise<R>,
  options: ActionOptions<R> = {},
): Promise<Settled<R>> {
  try {
    const answer = await work();
    const text =
      options.toast === true
        ? messageIn(answer)
        : typeof options.toast === 'function'
          ? options.toast(answer)
          : undefined;
    if (text) perform({ toast: successToast(text) });
    return { ok: true, answer };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refusal = refusalOf(error);
    if (!options.inline?.(refusal)) perform(error.outcome);
    return { ok: false, refusal };
  }
}

const noFields: Partial<Record<string, string>> = {};

/**
 * Runs an action for a button or a form through `runAction`: `busy` is true while it runs (the ui
 * Button disables itself), a second click meanwhile is ignored, and the last refusal stays for the
 * form (`errors`: the first message of each field) until the next run or `reset()`.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ActionOptions<R> = {},
) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      setRefusal(null);
      try {
        const settled = await runAction(() => action(...args), options);
        if (settled.ok) return settled.answer;
        setRefusal(settled.refusal);
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action, options],
  );
  const reset = useCallback(() => setRefusal(null), []);
  return { run, busy, refusal, errors: refusal?.fields ?? noFields, reset };
}
