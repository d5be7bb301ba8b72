import { describe, expect, it } from 'vitest';
import {
  detailDateLabel,
  formatDashedDate,
  formatDottedDate,
  isBeforeToday,
  isToday,
  istanbulDay,
  istanbulHour,
  istanbulMinuteOfDay,
  istanbulTime,
  pendingDateLabel,
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
    ['today in the pending list', pendingDateLabel('2026-11-21', firstMinuteOf21st), 'Bugün'],
    ['another day in the pending list', pendingDateLabel('2026-11-20', firstMinuteOf21st), '20-11-2026'],
    ['today on the detail page', detailDateLabel('2026-11-21', firstMinuteOf21st), 'BUGÜN'],
    ['another day on the detail page', detailDateLabel('2026-11-22', firstMinuteOf21st), '22.11.2026'],
    ['a comment timestamp', formatDottedDate('2026-03-04T22:10:00Z'), '05.03.2026'],
    ['a plain day', formatDashedDate('2026-01-09'), '09-01-2026'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
