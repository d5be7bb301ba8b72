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

const SECONDS_IN_HOUR = 3600;
const SECONDS_IN_DAY = 24 * SECONDS_IN_HOUR;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * How much is left, in the units a reader counts it in: more than a day away, days and hours
 * ('6 gün 23 saat', the welcome offer's week); more than an hour, HH:MM:SS; otherwise MM:SS, as the
 * status boxes of the 15-minute window show it.
 */
export function formatCountdown(c: Countdown): string {
  const total = c.totalSeconds;
  if (total > SECONDS_IN_DAY) {
    const days = Math.floor(total / SECONDS_IN_DAY);
    const hours = Math.floor((total % SECONDS_IN_DAY) / SECONDS_IN_HOUR);
    return hours > 0 ? `${days} gün ${hours} saat` : `${days} gün`;
  }
  if (total >= SECONDS_IN_HOUR) {
    const hours = Math.floor(total / SECONDS_IN_HOUR);
    return `${two(hours)}:${two(Math.floor((total % SECONDS_IN_HOUR) / 60))}:${two(c.seconds)}`;
  }
  return `${two(c.minutes)}:${two(c.seconds)}`;
}

/** One part of the countdown, two digits: what the red (minutes) and orange (seconds) boxes show. */
export function formatCountdownPart(c: Countdown, part: CountdownPart): string {
  return two(part === 'minutes' ? c.minutes : c.seconds);
}
