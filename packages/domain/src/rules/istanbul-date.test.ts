import { describe, expect, it } from 'vitest';
import {
  formatDashedDate,
  formatDottedDate,
  formatIstanbulDateTime,
  isBeforeToday,
  isToday,
  istanbulDay,
  istanbulHour,
  istanbulMidnight,
  istanbulMinuteOfDay,
  istanbulTime,
  toCalendarDay,
} from './istanbul-date.ts';

// 20:59 UTC on 20 November is 23:59 in Istanbul; 21:00 UTC is already 00:00 on 21 November there.
const lastMinuteOf20th = new Date('2026-11-20T20:59:00Z');
const firstMinuteOf21st = new Date('2026-11-20T21:00:00Z');

describe('the Istanbul calendar day', () => {
  it.each([
    ['23:59 Istanbul while UTC is the same day', lastMinuteOf20th, '2026-11-20', 23],
    ['00:00 Istanbul while UTC is still the day before', firstMinuteOf21st, '2026-11-21', 0],
    ['midday', new Date('2026-06-01T09:30:00Z'), '2026-06-01', 12],
  ])('at %s', (_label, now, day, hour) => {
    expect(istanbulDay(now)).toBe(day);
    expect(istanbulHour(now)).toBe(hour);
  });

  it.each([
    [lastMinuteOf20th, '23:59', 1439],
    [firstMinuteOf21st, '00:00', 0],
    [new Date('2026-06-01T09:30:00Z'), '12:30', 750],
  ])('gives the wall-clock time and minute of day at %s', (now, time, minute) => {
    expect(istanbulTime(now)).toBe(time);
    expect(istanbulMinuteOfDay(now)).toBe(minute);
  });
});

// Every instant below is written in UTC (Z), so the assertions hold whatever the machine's zone
// (the tests also pass under TZ=America/New_York or TZ=Asia/Tokyo).
describe('Istanbul midnight', () => {
  it.each([
    ['late evening, same UTC day', '2026-11-20T20:59:00Z', '2026-11-19T21:00:00.000Z'],
    [
      'the first minute of the Istanbul day, UTC still the day before',
      '2026-11-20T21:00:00Z',
      '2026-11-20T21:00:00.000Z',
    ],
    ['midday', '2026-06-01T09:30:00Z', '2026-05-31T21:00:00.000Z'],
    ['the last millisecond of the Istanbul day', '2026-06-01T20:59:59.999Z', '2026-05-31T21:00:00.000Z'],
    ['New Year in Istanbul, still the old year in UTC', '2026-12-31T22:30:00Z', '2026-12-31T21:00:00.000Z'],
    ['29 February', '2028-02-29T12:00:00Z', '2028-02-28T21:00:00.000Z'],
    // Before September 2016 Turkey moved its clocks (UTC+2 in winter, UTC+3 in summer): the offset
    // comes from the zone data, so these days start at their own midnight.
    ['a winter day at UTC+2 (2015)', '2015-12-01T12:00:00Z', '2015-11-30T22:00:00.000Z'],
    ['a summer day at UTC+3 (2015)', '2015-07-01T12:00:00Z', '2015-06-30T21:00:00.000Z'],
    [
      'the day the clocks went forward at 03:00 (29 March 2015)',
      '2015-03-29T12:00:00Z',
      '2015-03-28T22:00:00.000Z',
    ],
    [
      'the day the clocks went back at 04:00 (8 November 2015)',
      '2015-11-08T12:00:00Z',
      '2015-11-07T21:00:00.000Z',
    ],
  ])('given %s (%s) / the day began at %s', (_label, now, midnight) => {
    const start = istanbulMidnight(new Date(now));
    expect(start.toISOString()).toBe(midnight);
    expect(istanbulTime(start)).toBe('00:00');
    expect(istanbulDay(start)).toBe(istanbulDay(new Date(now)));
    // One millisecond earlier is the day before.
    expect(istanbulDay(new Date(start.getTime() - 1))).not.toBe(istanbulDay(start));
  });

  it('given a day whose 00:00 was skipped (clocks forward at midnight, 15 May 1964) / it began at 01:00', () => {
    const start = istanbulMidnight(new Date('1964-05-15T12:00:00Z'));
    expect(start.toISOString()).toBe('1964-05-14T22:00:00.000Z');
    expect(istanbulTime(start)).toBe('01:00');
    expect(istanbulDay(start)).toBe('1964-05-15');
    expect(istanbulDay(new Date(start.getTime() - 1))).toBe('1964-05-14');
  });
});

describe('isToday and isBeforeToday', () => {
  it.each([
    ['2026-11-20', lastMinuteOf20th, true, false],
    ['2026-11-21', lastMinuteOf20th, false, false],
    ['2026-11-21', firstMinuteOf21st, true, false],
    ['2026-11-20', firstMinuteOf21st, false, true],
    ['2026-11-19', firstMinuteOf21st, false, true],
    ['2026-12-01', firstMinuteOf21st, false, false],
  ])('given %s at %s', (day, now, today, before) => {
    expect(isToday(day, now)).toBe(today);
    expect(isBeforeToday(day, now)).toBe(before);
  });

  it('reads a timestamp in Istanbul time', () => {
    expect(isToday('2026-11-20T21:30:00Z', firstMinuteOf21st)).toBe(true);
    expect(toCalendarDay(new Date('2026-11-20T21:30:00Z'))).toBe('2026-11-21');
  });

  it('treats unreadable input as no day at all', () => {
    expect(toCalendarDay('yarın')).toBeNull();
    expect(toCalendarDay(new Date('nope'))).toBeNull();
    expect(isBeforeToday('yarın', firstMinuteOf21st)).toBe(false);
    expect(formatDashedDate('yarın')).toBe('');
  });
});

describe('date labels', () => {
  it.each([
    ['a comment timestamp', formatDottedDate('2026-03-04T22:10:00Z'), '05.03.2026'],
    ['a plain day', formatDashedDate('2026-01-09'), '09-01-2026'],
    [
      'a console record after Istanbul midnight',
      formatIstanbulDateTime(firstMinuteOf21st),
      '21.11.2026 00:00',
    ],
    ['a console record of a plain day', formatIstanbulDateTime('2026-12-31'), '31.12.2026'],
    ['an unreadable console record', formatIstanbulDateTime('yarın'), ''],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the fixed +03:00 since 2016-09-07', () => {
  const zone = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const fromZone = (instant: Date) => {
    const get = (type: string) => zone.formatToParts(instant).find((p) => p.type === type)?.value;
    return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
  };

  it('gives what the zone data gives, at some hour of every other day from 2016 to 2045', () => {
    const differ: string[] = [];
    for (let t = Date.UTC(2016, 8, 6, 20); t < Date.UTC(2045, 0, 1); t += 49 * 3_600_000 + 7 * 60_000) {
      const instant = new Date(t);
      const zoned = fromZone(instant);
      if (istanbulDay(instant) !== zoned.day || istanbulTime(instant) !== zoned.time)
        differ.push(instant.toISOString());
    }
    expect(differ).toEqual([]);
  });

  it('reads the zone data before it: winter 2015 was +02:00, summer 2015 +03:00', () => {
    expect(istanbulTime(new Date('2015-01-15T10:00:00Z'))).toBe('12:00');
    expect(istanbulTime(new Date('2015-07-15T10:00:00Z'))).toBe('13:00');
    expect(istanbulMidnight(new Date('2015-01-15T10:00:00Z')).toISOString()).toBe('2015-01-14T22:00:00.000Z');
    expect(istanbulDay(new Date('2015-01-15T22:30:00Z'))).toBe('2015-01-16');
  });

  it('leaves an invalid instant to the zone data, which refuses it', () => {
    expect(() => istanbulDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
