import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarEventLocation,
  calendarEventSequence,
  calendarEventSummary,
  calendarEventTime,
  calendarFeedPath,
  calendarLastModified,
  calendarWindowStart,
  missionAppUrl,
  missionCalendarFilename,
  missionEventUid,
} from './calendar.ts';

describe('calendarEventSummary', () => {
  it.each([
    ['Duruşma', 'Çağlayan Adliyesi', false, 'Duruşma – Çağlayan Adliyesi'],
    ['Duruşma', '  ', false, 'Duruşma'],
    ['Dosya İnceleme', null, false, 'Dosya İnceleme'],
    ['Duruşma', 'Çağlayan Adliyesi', true, 'İptal edildi: Duruşma – Çağlayan Adliyesi'],
  ])('%s at %s (cancelled %s): %s', (category, place, cancelled, summary) => {
    expect(calendarEventSummary({ category, place, cancelled })).toBe(summary);
  });
});

describe('calendarEventLocation', () => {
  it.each([
    [
      ['Çağlayan Adliyesi', 'Çağlayan Mah. Adliye Cd. No:1'],
      'Çağlayan Adliyesi, Çağlayan Mah. Adliye Cd. No:1',
    ],
    [['Çağlayan Adliyesi', null], 'Çağlayan Adliyesi'],
    [[null, 'Ofis', 'Ofis'], 'Ofis'],
    [[null, ' ', undefined], null],
  ] as const)('%j: %s', (parts, location) => {
    expect(calendarEventLocation(parts)).toBe(location);
  });
});

describe('calendarEventTime', () => {
  it.each([
    ['2026-03-10', '10:30', 60, { allDay: false, start: '2026-03-10T10:30:00', end: '2026-03-10T11:30:00' }],
    ['2026-03-10', '23:30', 60, { allDay: false, start: '2026-03-10T23:30:00', end: '2026-03-11T00:30:00' }],
    ['2026-03-10', '09:00', 15, { allDay: false, start: '2026-03-10T09:00:00', end: '2026-03-10T09:15:00' }],
    ['2026-03-10', null, 60, { allDay: true, date: '2026-03-10' }],
    ['2026-03-10', '', 60, { allDay: true, date: '2026-03-10' }],
    ['2026-03-10', '9:00', 60, { allDay: true, date: '2026-03-10' }],
  ] as const)('%s %s for %i minutes', (date, time, minutes, expected) => {
    expect(calendarEventTime(date, time, minutes)).toEqual(expected);
  });
});

describe('calendarWindowStart', () => {
  it.each([
    ['2026-03-10T09:00:00Z', 90, '2025-12-10'],
    // 22:30 UTC is already the next day in Istanbul.
    ['2026-03-10T22:30:00Z', 0, '2026-03-11'],
    ['2026-03-10T09:00:00Z', 1, '2026-03-09'],
  ])('%s, %i days back: %s', (now, days, start) => {
    expect(calendarWindowStart(new Date(now), days)).toBe(start);
  });
});

describe('the event stamps', () => {
  it('count the cancellation as the one revision', () => {
    expect(calendarEventSequence(false)).toBe(0);
    expect(calendarEventSequence(true)).toBe(1);
  });

  it.each([
    [['2026-03-01T10:00:00.000Z', null, null], '2026-03-01T10:00:00.000Z'],
    [['2026-03-01T10:00:00.000Z', '2026-03-02T08:00:00.000Z', null], '2026-03-02T08:00:00.000Z'],
    [
      ['2026-03-01T10:00:00.000Z', '2026-03-02T08:00:00.000Z', '2026-03-01T12:00:00.000Z'],
      '2026-03-02T08:00:00.000Z',
    ],
  ] as const)('last modified of %j: %s', (stamps, latest) => {
    expect(calendarLastModified(stamps)).toBe(latest);
  });
});

describe('addresses and names', () => {
  it('put the token in the feed path and the task in its file and page', () => {
    expect(calendarFeedPath('abc')).toBe('/api/calendar/abc.ics');
    expect(missionCalendarFilename(7)).toBe('gorev-7.ics');
    expect(missionEventUid(7)).toBe('gorev-7@meslektas');
    expect(missionAppUrl('https://meslektas.test', 7)).toBe('https://meslektas.test/gorev-detaylari/7');
  });

  it.each([
    ['a'.repeat(43), true],
    ['A-z_09'.padEnd(43, 'x'), true],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '.', false],
  ])('%s is a token: %s', (token, ok) => {
    expect(CALENDAR_TOKEN_PATTERN.test(token)).toBe(ok);
  });
});
