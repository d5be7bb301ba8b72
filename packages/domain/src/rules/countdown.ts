import type { CountdownPart } from '../contract/entities.ts';

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
