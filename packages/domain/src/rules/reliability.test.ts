import { describe, expect, it } from 'vitest';
import { reliabilityRecordSchema } from '../contract/entities/reliability.ts';
import {
  applyDelayMinutes,
  formatApplyMinutes,
  median,
  onTimePercent,
  reliabilityHints,
  reliabilityView,
  reportCounts,
} from './reliability.ts';
import { reportDueAt } from './reports.ts';

const tuning = { minCompleted: 3, reportTargetPercent: 90, applyTargetMinutes: 60, reportHours: 24 };
const typical = {
  member_since: '2025-03-01T09:00:00.000Z',
  completed: 12,
  reports_counted: 10,
  reports_on_time_percent: 100,
  late_cancels: 0,
  disputes_lost: 0,
  median_apply_minutes: 7,
};

describe('reportDueAt', () => {
  it.each([
    ['2026-05-04', '10:30', 24, '2026-05-05T07:30:00.000Z'],
    ['2026-05-04', null, 24, '2026-05-05T06:00:00.000Z'],
    ['2026-05-04', '23:00', 2, '2026-05-04T22:00:00.000Z'],
  ] as const)('a task on %s at %s is due %d hours later: %s', (planDate, planTime, hours, due) => {
    expect(reportDueAt({ planDate, planTime }, hours).toISOString()).toBe(due);
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[1, 2, 3, 10], 2.5],
    [[30, 30, 0, 600], 30],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('applyDelayMinutes', () => {
  const created = '2026-05-04T08:00:00.000Z';
  it.each([
    ['no window start: from creation', null, '2026-05-04T08:12:00.000Z', 12],
    ['inside the current window: from its start', '2026-05-04T10:00:00.000Z', '2026-05-04T10:05:00.000Z', 5],
    [
      'before a later window opened: from creation',
      '2026-05-04T10:00:00.000Z',
      '2026-05-04T08:30:00.000Z',
      30,
    ],
    ['never negative', null, '2026-05-04T07:59:00.000Z', 0],
  ])('%s', (_name, windowStartedAt, appliedAt, minutes) => {
    expect(applyDelayMinutes({ createdAt: created, windowStartedAt }, appliedAt)).toBe(minutes);
  });
});

describe('reportCounts', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  const due = (iso: string) => new Date(iso);
  it('counts filed reports (on time at or before their due time) and missing ones once due', () => {
    const counts = reportCounts(
      [
        {
          dueAt: due('2026-05-01T00:00:00Z'),
          report: { filedAt: '2026-05-01T00:00:00Z', dueAt: '2026-05-01T00:00:00Z' },
        },
        {
          dueAt: due('2026-05-02T00:00:00Z'),
          report: { filedAt: '2026-05-02T00:00:01Z', dueAt: '2026-05-02T00:00:00Z' },
        },
        { dueAt: due('2026-05-03T00:00:00Z'), report: null },
        { dueAt: due('2026-05-12T00:00:00Z'), report: null },
        { dueAt: due('2026-05-11T00:00:00Z'), report: null },
        {
          dueAt: due('2026-05-20T00:00:00Z'),
          report: { filedAt: '2026-05-10T00:00:00Z', dueAt: '2026-05-20T00:00:00Z' },
        },
      ],
      now,
    );
    expect(counts).toEqual({ counted: 4, onTime: 2, staleAt: due('2026-05-11T00:00:00Z') });
  });

  it('does not count a missing report that fell due before reports could be filed', () => {
    const tasks = [
      { dueAt: due('2026-04-01T00:00:00Z'), report: null },
      { dueAt: due('2026-05-05T00:00:00Z'), report: null },
      {
        dueAt: due('2026-04-02T00:00:00Z'),
        report: { filedAt: '2026-04-01T00:00:00Z', dueAt: '2026-04-02T00:00:00Z' },
      },
    ];
    expect(reportCounts(tasks, now, due('2026-05-01T00:00:00Z'))).toEqual({
      counted: 2,
      onTime: 1,
      staleAt: null,
    });
  });

  it('has nothing to wait for without missing reports in the future', () => {
    expect(reportCounts([], now)).toEqual({ counted: 0, onTime: 0, staleAt: null });
  });
});

describe('onTimePercent', () => {
  it.each([
    [0, 0, null],
    [3, 4, 75],
    [199, 200, 99],
    [5, 5, 100],
  ])('%d of %d is %s', (onTime, counted, expected) => {
    expect(onTimePercent(onTime, counted)).toBe(expected);
  });
});

describe('reliabilityView', () => {
  it.each([
    ['fewer completed tasks than the threshold: Yeni üye without figures', 2, true],
    ['exactly the threshold: the figures', 3, false],
  ])('%s', (_name, completed, newMember) => {
    const view = reliabilityView({ ...typical, completed }, tuning, false);
    expect(view.new_member).toBe(newMember);
    expect(view.figures === null).toBe(newMember);
    expect(view.member_since).toBe(typical.member_since);
  });

  it('gives others no hints, and a strong record none to himself either', () => {
    expect(reliabilityView(typical, tuning, false).hints).toBeNull();
    expect(reliabilityView(typical, tuning, true).hints).toEqual([]);
  });

  it('tells a new member himself how many tasks make the record show', () => {
    expect(reliabilityView({ ...typical, completed: 0 }, tuning, true).hints).toEqual([
      reliabilityHints.newMember(3),
    ]);
  });

  it.each([
    ['reports on time below the target', { reports_on_time_percent: 89 }, reliabilityHints.reports(24)],
    ['any late cancel', { late_cancels: 1 }, reliabilityHints.lateCancels()],
    ['any dispute decided against him', { disputes_lost: 1 }, reliabilityHints.disputes()],
    ['a slow median application', { median_apply_minutes: 61 }, reliabilityHints.apply(60)],
  ])('hints at %s', (_name, weak, hint) => {
    expect(reliabilityView({ ...typical, ...weak }, tuning, true).hints).toEqual([hint]);
  });

  it.each([
    ['reports exactly at the target', { reports_on_time_percent: 90 }],
    ['no report counted yet', { reports_on_time_percent: null, reports_counted: 0 }],
    ['median exactly at the target', { median_apply_minutes: 60 }],
    ['no application yet', { median_apply_minutes: null }],
  ])('gives no hint for %s', (_name, figures) => {
    expect(reliabilityView({ ...typical, ...figures }, tuning, true).hints).toEqual([]);
  });

  it('answers what the contract declares', () => {
    expect(reliabilityRecordSchema.parse(reliabilityView(typical, tuning, true))).toBeTruthy();
  });
});

describe('formatApplyMinutes', () => {
  it.each([
    [0, '0 dk'],
    [45, '45 dk'],
    [60, '1 sa'],
    [200, '3 sa 20 dk'],
    [1440, '1 gün'],
    [3120, '2 gün 4 sa'],
  ])('%d minutes read %s', (minutes, text) => {
    expect(formatApplyMinutes(minutes)).toBe(text);
  });
});
