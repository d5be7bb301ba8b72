/** A plain description of what the app should do after a call; the app performs it in one place. */
export interface Toast {
  kind: 'success' | 'error' | 'warning' | 'info';
  text: string;
  /** How long it stays; the toaster's default when absent (the support warning stays 15 s). */
  durationMs?: number;
}

export interface Outcome {
  toast?: Toast;
  /** Further toasts, shown after `toast` (the authority document shows each server error). */
  extraToasts?: Toast[];
  redirect?: string;
  /** Wait this long before redirecting (login 500 ms; task creation animasyon_saniye). */
  redirectDelayMs?: number;
  dropToken?: boolean;
  modal?: { title?: string; text: string; action?: { label: string; to: string } };
  /** Reload the page after this many milliseconds (failed card payment). */
  reloadAfterMs?: number;
  /** Field errors to show under the inputs (422 on a form). */
  fieldErrors?: Record<string, string[]>;
}

export const errorToast = (text: string): Toast => ({ kind: 'error', text });
export const successToast = (text: string): Toast => ({ kind: 'success', text });

/** Every message a body carries, flattened in order: `errors`, then `messages`, then `message`. */
export function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && body ? [body] : [];
  const b = body as { errors?: unknown; messages?: unknown; message?: unknown };
  const out: string[] = [];
  const take = (v: unknown) => {
    if (typeof v === 'string' && v.trim() !== '') out.push(v);
    else if (Array.isArray(v)) v.forEach(take);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(take);
  };
  take(b.errors);
  take(b.messages);
  if (out.length === 0) take(b.message);
  return out;
}

export function joinMessages(body: unknown): string {
  return messagesOf(body).join(', ');
}
