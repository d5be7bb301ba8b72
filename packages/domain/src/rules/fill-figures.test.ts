import { describe, expect, it } from 'vitest';
import { type FillTask, fillFigures, medianOf } from './fill-figures.ts';

const t = (over: Partial<FillTask> & { id: number }): FillTask => ({
  createdAt: '2026-11-20T09:00:00Z',
  adliyeId: 3401,
  adliyeName: 'Çağlayan Adliyesi',
  firstApplicationAt: null,
  lastApplicationAt: null,
  assigned: false,
  ...over,
});

describe('the fill figures', () => {
  const tasks = [
    t({
      id: 1,
      firstApplicationAt: '2026-11-20T09:02:00Z',
      lastApplicationAt: '2026-11-20T09:05:00Z',
      assigned: true,
    }),
    t({ id: 2, firstApplicationAt: '2026-11-20T09:10:00Z', lastApplicationAt: '2026-11-20T09:10:00Z' }),
    t({ id: 3 }),
    t({
      id: 4,
      createdAt: '2026-11-21T08:00:00Z',
      adliyeId: 3403,
      adliyeName: 'Bakırköy Adliyesi',
      firstApplicationAt: '2026-11-21T08:20:00Z',
      lastApplicationAt: '2026-11-21T08:20:00Z',
      assigned: true,
    }),
  ];
  const fallbacks = [
    { missionId: 3, kind: 'extend' as const, createdAt: '2026-11-20T09:16:00Z' },
    { missionId: 4, kind: 'widen' as const, createdAt: '2026-11-21T08:16:00Z' },
    { missionId: 2, kind: 'raise' as const, createdAt: '2026-11-20T09:20:00Z' },
    { missionId: 99, kind: 'cancel' as const, createdAt: '2026-11-20T09:20:00Z' },
  ];
  const f = fillFigures(tasks, fallbacks, ['2026-11-20', '2026-11-21', '2026-11-22']);

  it('totals: fill rate, assigned rate, median time to the first applicant', () => {
    expect(f.totals).toMatchObject({
      tasks: 4,
      answered: 3,
      assigned: 2,
      fill_rate: 0.75,
      assigned_rate: 0.5,
      median_first_seconds: 600,
    });
  });

  it('each fallback used and worked (an applicant after it); another task’s choice is not counted', () => {
    expect(f.totals.fallbacks).toEqual([
      { kind: 'extend', used: 1, worked: 0 },
      { kind: 'widen', used: 1, worked: 1 },
      { kind: 'raise', used: 1, worked: 0 },
      { kind: 'cancel', used: 0, worked: 0 },
    ]);
  });

  it('by day (every day listed) and by courthouse (most tasks first)', () => {
    expect(f.by_day.map((d) => [d.day, d.tasks, d.fill_rate, d.median_first_seconds])).toEqual([
      ['2026-11-20', 3, 0.667, 360],
      ['2026-11-21', 1, 1, 1200],
      ['2026-11-22', 0, 0, null],
    ]);
    expect(f.by_courthouse.map((c) => [c.adliye_name, c.tasks, c.assigned_rate])).toEqual([
      ['Çağlayan Adliyesi', 3, 0.333],
      ['Bakırköy Adliyesi', 1, 1],
    ]);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[1, 2], 2],
  ])('median of %j is %s', (values, median) => {
    expect(medianOf(values)).toBe(median);
  });
});
