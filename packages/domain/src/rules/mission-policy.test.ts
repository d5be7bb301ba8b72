import { describe, expect, it } from 'vitest';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';
import { isAvailableTime, isVip, stepRules } from './mission-policy.ts';

const now = new Date('2026-11-21T09:00:00Z'); // 12:00 in Istanbul

describe('isVip', () => {
  it.each([
    ['the flag on and the paid year ahead', 1, '2026-12-01T00:00:00Z', true],
    ['the flag on and the paid year over', 1, '2026-11-01T00:00:00Z', false],
    ['the flag on and the year ending this instant', 1, now.toISOString(), false],
    ['the flag on and no date', 1, null, false],
    ['the flag off and the paid year ahead', 0, '2026-12-01T00:00:00Z', false],
  ] as const)('given %s / answers %s', (_name, vip, proLastDate, expected) => {
    expect(isVip({ vip, pro_last_date: proLastDate }, now)).toBe(expected);
  });
});

describe('isAvailableTime', () => {
  const hours = { start: 9 * 60, end: 18 * 60 };
  it.each([
    ['no hours set', null, now, true],
    ['inside the hours', hours, now, true],
    ['at the first minute', hours, new Date('2026-11-21T06:00:00Z'), true],
    ['at the end (excluded)', hours, new Date('2026-11-21T15:00:00Z'), false],
    ['before the hours', hours, new Date('2026-11-21T05:59:00Z'), false],
  ] as const)('given %s / answers %s', (_name, h, at, expected) => {
    expect(isAvailableTime(h, at)).toBe(expected);
  });
});

describe('stepRules', () => {
  const owner = 1;
  const assignee = 2;
  const stranger = 3;
  const task = (status: MissionStatusCode, assigned = true) => ({
    owner_id: owner,
    user_id: assigned ? assignee : null,
    status,
  });

  it.each([
    [MissionStatus.assigned, owner, true],
    [MissionStatus.assigned, assignee, true],
    [MissionStatus.assigned, stranger, false],
    [MissionStatus.open, owner, false],
    [MissionStatus.completed, assignee, false],
  ])('markCompleted on status %s by viewer %i / %s', (status, viewer, expected) => {
    expect(stepRules.markCompleted(task(status), viewer)).toBe(expected);
  });

  it('markCompleted / needs an assigned lawyer', () => {
    expect(stepRules.markCompleted(task(MissionStatus.assigned, false), owner)).toBe(false);
  });

  it.each([
    [MissionStatus.open, owner, true],
    [MissionStatus.open, assignee, false],
    [MissionStatus.assigned, owner, false],
  ])('openApplicants on status %s by viewer %i / %s', (status, viewer, expected) => {
    expect(stepRules.openApplicants(task(status, false), viewer)).toBe(expected);
  });

  it.each([
    [MissionStatus.open, owner, true],
    [MissionStatus.assigned, owner, true],
    [MissionStatus.assigned, assignee, false],
    [MissionStatus.completed, owner, false],
    [MissionStatus.cancelled, owner, false],
  ])('cancel on status %s by viewer %i / %s', (status, viewer, expected) => {
    expect(stepRules.cancel(task(status), viewer)).toBe(expected);
  });

  it.each([
    [MissionStatus.completed, owner, false, true],
    [MissionStatus.completed, assignee, false, true],
    [MissionStatus.completed, owner, true, false],
    [MissionStatus.completed, stranger, false, false],
    [MissionStatus.assigned, owner, false, false],
  ])('rate on status %s by viewer %i, already rated %s / %s', (status, viewer, rated, expected) => {
    expect(stepRules.rate(task(status), viewer, rated)).toBe(expected);
  });
});
