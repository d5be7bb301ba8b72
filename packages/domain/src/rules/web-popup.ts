import type { WebPopup } from '../contract/entities.ts';

/**
 * Whether this lawyer is the pop-up's audience at all: an upsell ('non_vip') never greets a Pro
 * member. Asked before the frequency rule, so a pop-up not meant for him uses up no showing.
 */
export function webPopupIsFor(popup: Pick<WebPopup, 'status' | 'audience'>, user: { vip: boolean }): boolean {
  return popup.status && (popup.audience === 'all' || !user.vip);
}

/** How often the home pop-up may appear: twice, then again only after more than 24 hours. */
export const WEB_POPUP_MAX_SHOWS = 2;
export const WEB_POPUP_PAUSE_MS = 24 * 60 * 60 * 1000;

export interface WebPopupState {
  /** Showings in the current round. */
  count: number;
  /** Epoch milliseconds of the last showing; null before the first. */
  lastShownAt: number | null;
}

export const initialWebPopupState: WebPopupState = { count: 0, lastShownAt: null };

export interface WebPopupDecision {
  show: boolean;
  state: WebPopupState;
}

/** State in, decision and new state out; the caller persists the state (for example in localStorage). */
export function decideWebPopup(state: WebPopupState | null, now: Date, enabled = true): WebPopupDecision {
  const current = state ?? initialWebPopupState;
  if (!enabled) return { show: false, state: current };
  const at = now.getTime();
  if (current.count < WEB_POPUP_MAX_SHOWS) {
    return { show: true, state: { count: current.count + 1, lastShownAt: at } };
  }
  if (current.lastShownAt === null || at - current.lastShownAt > WEB_POPUP_PAUSE_MS) {
    // A new round begins: this showing is its first.
    return { show: true, state: { count: 1, lastShownAt: at } };
  }
  return { show: false, state: current };
}

/** Reads a stored state defensively: anything malformed starts a fresh round. */
export function parseWebPopupState(raw: string | null): WebPopupState {
  if (!raw) return initialWebPopupState;
  try {
    const v = JSON.parse(raw) as Partial<WebPopupState>;
    const count = typeof v.count === 'number' && v.count >= 0 ? Math.floor(v.count) : 0;
    const lastShownAt = typeof v.lastShownAt === 'number' ? v.lastShownAt : null;
    return { count, lastShownAt };
  } catch {
    return initialWebPopupState;
  }
}
