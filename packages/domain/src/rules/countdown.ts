import type { CountdownPart } from '../contract/entities.ts';

/** Applicants have 15 minutes from a task's creation to apply. */
export const APPLICATION_WINDOW_MS = 15 * 60 * 1000;

export interface Countdown {
  minutes: number;
  seconds: number;
  /** Whole seconds left, 0 once ended. */
  totalSeconds: number;
  ended: boolean;
}

/** `capMs` is the whole window: a clock running behind never shows more than the window holds. */
function fromRemaining(remainingMs: number, capMs: number): Countdown {
  // A clock ahead of the server's makes the remainder negative: that is an ended window, not an error.
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) {
    return { minutes: 0, seconds: 0, totalSeconds: 0, ended: true };
  }
  const totalSeconds = Math.ceil(Math.min(remainingMs, capMs) / 1000);
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60, totalSeconds, ended: false };
}

/** The window left for a task created at `createdAt`. */
export function applicationCountdown(createdAt: string | Date, now: Date): Countdown {
  const start = new Date(createdAt).getTime();
  return fromRemaining(start + APPLICATION_WINDOW_MS - now.getTime(), APPLICATION_WINDOW_MS);
}

/** A window of `seconds` starting at `fetchedAt` (a status box, an offer), of any length. */
export function countdownFromSeconds(seconds: number, fetchedAt: Date, now: Date): Countdown {
  return fromRemaining(seconds * 1000 - (now.getTime() - fetchedAt.getTime()), seconds * 1000);
}

/** MM:SS as the status boxes show it. */
export function formatCountdown(c: Countdown): string {
  return `${String(c.minutes).padStart(2, '0')}:${String(c.seconds).padStart(2, '0')}`;
}

/** One part of the countdown, two digits: what the red (minutes) and orange (seconds) boxes show. */
export function formatCountdownPart(c: Countdown, part: CountdownPart): string {
  return String(part === 'minutes' ? c.minutes : c.seconds).padStart(2, '0');
}
