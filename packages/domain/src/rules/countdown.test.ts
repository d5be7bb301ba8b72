import { describe, expect, it } from 'vitest';
import { countdownFromSeconds, formatCountdown, formatCountdownPart } from './countdown.ts';

describe('a status box counting down from the seconds the server sent', () => {
  const fetchedAt = new Date('2026-11-21T09:00:00Z');
  it.each([
    [120, 0, '02:00', false],
    [120, 119_000, '00:01', false],
    [120, 120_000, '00:00', true],
    [-5, 0, '00:00', true],
    // Windows longer than 15 minutes (offers) are not cut to the application window.
    [7200, 0, '02:00:00', false],
    // A clock behind the fetch instant never shows more than the window holds.
    [120, -30_000, '02:00', false],
  ])('%s s, %s ms later: %s', (seconds, elapsedMs, text, ended) => {
    const c = countdownFromSeconds(seconds, fetchedAt, new Date(fetchedAt.getTime() + elapsedMs));
    expect(formatCountdown(c)).toBe(text);
    expect(c.ended).toBe(ended);
  });
});

describe('a long window (the welcome offer) counts in the units a reader counts it in', () => {
  const at = new Date('2026-11-21T10:00:00Z');
  const day = 24 * 3600;
  it.each([
    // The week's offer, 13 seconds in: what used to read '10079:47'.
    [7 * day - 13, '6 gün 23 saat'],
    [7 * day, '7 gün'],
    [day + 1, '1 gün'],
    [day + 3600, '1 gün 1 saat'],
    // A day or less: hours, minutes and seconds.
    [day, '24:00:00'],
    [3 * 3600 + 5 * 60 + 9, '03:05:09'],
    [3600, '01:00:00'],
    // Under an hour: minutes and seconds, as the status boxes.
    [3599, '59:59'],
    [65, '01:05'],
  ])('given %i s left / shows %s', (left, text) => {
    expect(formatCountdown(countdownFromSeconds(left, at, at))).toBe(text);
  });
});

describe('formatCountdownPart', () => {
  it.each([
    [8 * 60 + 5, 'minutes', '08'],
    [8 * 60 + 5, 'seconds', '05'],
    [14 * 60 + 59, 'minutes', '14'],
    [14 * 60 + 59, 'seconds', '59'],
    [0, 'minutes', '00'],
    [0, 'seconds', '00'],
  ] as const)('given %i s left / the %s box shows %s', (left, part, text) => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(formatCountdownPart(countdownFromSeconds(left, at, at), part)).toBe(text);
  });
});
