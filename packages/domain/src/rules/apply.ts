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

/**
 * The number the sidebar and the bottom bar show: tasks of the pending list still waiting for this
 * lawyer's application (the list also holds those he already applied to, marked as applied).
 */
export function awaitingApplicationCount(missions: readonly { applied: boolean }[]): number {
  return missions.filter((m) => !m.applied).length;
}

/**
 * Milliseconds until the first application window of a fetched pending list ends (its `seconds`
 * were counted when the list arrived), or null when none is running: then the list, and the counts
 * made from it, must be fetched again, or they would still hold a task nobody can apply to.
 */
export function nextWindowEndMs(
  missions: readonly { status: readonly { seconds?: number }[] }[],
  receivedAt: Date,
  now: Date,
): number | null {
  const elapsed = now.getTime() - receivedAt.getTime();
  const ends = missions
    .map((m) => m.status.find((s) => s.seconds !== undefined)?.seconds)
    .filter((s): s is number => s !== undefined && s > 0)
    .map((s) => Math.max(0, s * 1000 - elapsed));
  return ends.length > 0 ? Math.min(...ends) : null;
}
