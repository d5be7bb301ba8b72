import { normaliseReferralCode } from '@meslektas/domain';

const KEY = 'meslektas.referral';
/** A link opened today still counts when the colleague signs up within a month. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** Remembers the code of a referral link (in this browser), so a later sign-up is attributed. */
export function rememberReferral(code: string | null | undefined, now = Date.now()): void {
  const normalised = normaliseReferralCode(code);
  if (normalised === null) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code: normalised, at: now }));
  } catch {
    // Private mode or a full storage: the link in the address bar still works.
  }
}

/** The remembered code, while it is fresh. */
export function rememberedReferral(now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    const code = normaliseReferralCode(typeof stored?.code === 'string' ? stored.code : null);
    if (code === null || typeof stored?.at !== 'number' || now - stored.at > KEEP_MS) {
      localStorage.removeItem(KEY);
      return undefined;
    }
    return code;
  } catch {
    return undefined;
  }
}

/** After a sign-up the code has done its work. */
export function forgetReferral(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
