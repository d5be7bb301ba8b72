import { describe, expect, it } from 'vitest';
import {
  isLateCancelRequest,
  istanbulMonthStart,
  plannedInstant,
  remainingCancelRequests,
} from './cancel-requests.ts';

describe('cancel requests', () => {
  it('reads the planned date and time as Istanbul wall-clock time', () => {
    expect(plannedInstant('2026-03-12', '14:30').toISOString()).toBe('2026-03-12T11:30:00.000Z');
  });

  it('counts a task without a time from 09:00', () => {
    expect(plannedInstant('2026-03-12', null).toISOString()).toBe('2026-03-12T06:00:00.000Z');
    expect(plannedInstant('2026-03-12', '').toISOString()).toBe('2026-03-12T06:00:00.000Z');
  });

  it.each([
    ['two days before', '2026-03-10T11:30:00.000Z', false],
    ['exactly 24 hours before', '2026-03-11T11:30:00.000Z', false],
    ['a minute under 24 hours before', '2026-03-11T11:31:00.000Z', true],
    ['an hour before', '2026-03-12T10:30:00.000Z', true],
    ['after the planned time', '2026-03-12T15:00:00.000Z', true],
  ])('given a request %s the task / late is %s', (_label, at, late) => {
    expect(isLateCancelRequest({ planDate: '2026-03-12', planTime: '14:30' }, new Date(at))).toBe(late);
  });

  it.each([
    ['mid-month', '2026-03-17T08:00:00.000Z', '2026-02-28T21:00:00.000Z'],
    // 00:30 on 1 April in Istanbul is still 31 March in UTC.
    ['just after an Istanbul month began', '2026-03-31T21:30:00.000Z', '2026-03-31T21:00:00.000Z'],
  ])('given %s / the month starts at Istanbul midnight of the 1st', (_label, now, start) => {
    expect(istanbulMonthStart(new Date(now)).toISOString()).toBe(start);
  });

  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [1, 4, 0],
  ])('allowance %i with %i made / %i left', (allowance, made, left) => {
    expect(remainingCancelRequests(allowance, made)).toBe(left);
  });
});
