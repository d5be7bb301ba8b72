import { feedbackMessages } from '../messages.ts';
import type { Coordinates } from './distance.ts';
import { errorToast, type Toast } from './outcome.ts';

/** The apply modal opens this long after an action is chosen. */
export const APPLY_MODAL_DELAY_MS = 500;

export type ApplyCheck = { ok: true } | { ok: false; toast: Toast };

const known = (c: Coordinates | null | undefined) =>
  !!c && c.latitude != null && c.latitude !== '' && c.longitude != null && c.longitude !== '';

/** A task with an address needs the user's location before the apply modal may open. */
export function checkApply(
  missionAddress: string | null | undefined,
  userLocation: Coordinates | null,
): ApplyCheck {
  if (missionAddress && missionAddress.trim() !== '' && !known(userLocation)) {
    return { ok: false, toast: errorToast(feedbackMessages.applyNeedsLocation) };
  }
  return { ok: true };
}

/** Shown when the browser refuses the location permission. */
export const locationDeniedToast: Toast = errorToast(feedbackMessages.locationDenied);
