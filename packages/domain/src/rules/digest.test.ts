import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIGEST_TIME,
  digestTimeChoices,
  digestTimeMessage,
  isDigestTimeFormat,
  isDigestWorthSending,
  minutesOfTime,
  nextDigestAt,
} from './digest.ts';
import { istanbulWallClockInstant, nextCalendarDay } from './istanbul-date.ts';

describe('the times a lawyer may pick', () => {
  it('run from the first to the last hour in half hours, and offer the default', () => {
    const times = digestTimeChoices(6, 11);
    expect(times[0]).toBe('06:00');
    expect(times.at(-1)).toBe('11:00');
    expect(times).toHaveLength(11);
    expect(times).toContain(DEFAULT_DIGEST_TIME);
    expect(digestTimeMessage(times)).toBe(
      'Özet saati 06:00 ile 11:00 arasında, 30 dakikalık adımlarla seçilmelidir.',
    );
  });
  it.each([
    [0, 23, 47, '00:00', '23:00'],
    [11, 6, 11, '06:00', '11:00'],
    [8, 8, 1, '08:00', '08:00'],
  ])('from %i to %i: %i choices, %s to %s', (first, last, n, from, to) => {
    const times = digestTimeChoices(first, last);
    expect([times.length, times[0], times.at(-1)]).toEqual([n, from, to]);
  });
  it.each([
    ['07:30', true],
    ['06:00', true],
    ['23:30', true],
    ['07:15', false],
    ['7:30', false],
    ['24:00', false],
    ['', false],
  ])('%s is on the grid: %s', (time, ok) => expect(isDigestTimeFormat(time)).toBe(ok));
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
    ['25:00', null],
    ['ab:cd', null],
  ])('minutes of %s are %s', (time, minutes) => expect(minutesOfTime(time)).toBe(minutes));
});

describe('the next send instant', () => {
  it.each([
    // [now (UTC), time, sentDay, expected (UTC)]
    ['2026-11-28T03:00:00.000Z', '07:30', null, '2026-11-28T04:30:00.000Z'], // 06:00 Istanbul: today
    ['2026-11-28T04:29:59.000Z', '07:30', null, '2026-11-28T04:30:00.000Z'],
    ['2026-11-28T04:30:00.000Z', '07:30', null, '2026-11-29T04:30:00.000Z'], // at the time: tomorrow's
    ['2026-11-28T09:00:00.000Z', '06:00', null, '2026-11-29T03:00:00.000Z'], // afternoon: tomorrow
    ['2026-11-28T03:00:00.000Z', '07:30', '2026-11-28', '2026-11-29T04:30:00.000Z'], // sent today
    ['2026-11-28T03:00:00.000Z', '07:30', '2026-11-27', '2026-11-28T04:30:00.000Z'],
    ['2026-11-28T22:30:00.000Z', '06:00', null, '2026-11-29T03:00:00.000Z'], // 01:30 on the 29th
    ['2026-12-31T21:00:00.000Z', '11:00', null, '2027-01-01T08:00:00.000Z'], // 00:00 on New Year's Day
    ['2028-02-28T10:00:00.000Z', '06:30', null, '2028-02-29T03:30:00.000Z'], // leap day
  ])('at %s for %s (last sent %s) → %s', (now, time, sent, expected) => {
    expect(nextDigestAt(time, new Date(now), sent).toISOString()).toBe(expected);
  });

  it('keeps the wall time across a change of offset (Istanbul kept summer time until 2016)', () => {
    // 27 March 2016: clocks went from +02:00 to +03:00 at 03:00.
    expect(nextDigestAt('07:30', new Date('2016-03-26T10:00:00.000Z')).toISOString()).toBe(
      '2016-03-27T04:30:00.000Z',
    );
    expect(nextDigestAt('07:30', new Date('2016-03-25T10:00:00.000Z')).toISOString()).toBe(
      '2016-03-26T05:30:00.000Z',
    );
    // 30 October 2016: the zone moved to a permanent +03:00, so the instant stays.
    expect(istanbulWallClockInstant('2016-10-30', 450).toISOString()).toBe('2016-10-30T04:30:00.000Z');
  });

  it('refuses something that is not a time', () => {
    expect(() => nextDigestAt('late', new Date())).toThrow();
  });

  it('walks across months and years', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('whether a digest goes', () => {
  it.each([
    [{ todayTasks: 0, reportsDue: 0, openNearby: 0 }, false],
    [{ todayTasks: 1, reportsDue: 0, openNearby: 0 }, true],
    [{ todayTasks: 0, reportsDue: 2, openNearby: 0 }, true],
    [{ todayTasks: 0, reportsDue: 0, openNearby: 5 }, true],
  ])('%o → %s', (counts, sent) => expect(isDigestWorthSending(counts)).toBe(sent));
});
