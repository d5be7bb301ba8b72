import { describe, expect, it } from 'vitest';
import { APPLICATION_WINDOW_MS, acceptsApplications, assignmentOpen } from './application-window.ts';
import {
  type CourthousePoint,
  type FallbackTask,
  fallbackDue,
  fallbackMessages,
  fallbackOptions,
  fallbackWorked,
  medianBudget,
  raisedBudgetError,
  reachLabel,
  widenTargets,
  windowEnd,
} from './fallback.ts';
import { MissionStatus } from './mission-status.ts';

const created = '2026-11-21T09:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(created) + n * 60_000);

const task = (over: Partial<FallbackTask> = {}): FallbackTask => ({
  status: MissionStatus.open,
  urgent: false,
  createdAt: created,
  windowStartedAt: null,
  applicants: 0,
  extensions: 0,
  widenedKm: null,
  adliyeId: 3401,
  ...over,
});

describe('the window starts at window_started_at, else at creation', () => {
  it.each([
    [null, 14, true],
    [null, 15, false],
    [minutes(20).toISOString(), 21, true],
    [minutes(20).toISOString(), 34, true],
    [minutes(20).toISOString(), 35, false],
  ])('fresh start %s, at minute %i / takes applications: %s', (start, at, open) => {
    const t = {
      status: MissionStatus.open,
      urgent: false,
      createdAt: created,
      windowStartedAt: start,
      planDate: '2026-11-21',
    };
    expect(acceptsApplications(t, minutes(at))).toBe(open);
    expect(assignmentOpen(t, minutes(at))).toBe(!open);
  });

  it('the window ends 15 minutes after its start', () => {
    expect(windowEnd(task(), APPLICATION_WINDOW_MS).toISOString()).toBe(minutes(15).toISOString());
    expect(
      windowEnd(task({ windowStartedAt: minutes(40).toISOString() }), APPLICATION_WINDOW_MS).toISOString(),
    ).toBe(minutes(55).toISOString());
  });
});

describe('when the choices are offered', () => {
  it.each([
    ['open, nobody applied, window ended', task(), 15, true],
    ['window still running', task(), 14, false],
    ['an applicant', task({ applicants: 1 }), 16, false],
    ['urgent (open all day)', task({ urgent: true }), 16, false],
    ['assigned', task({ status: MissionStatus.assigned }), 16, false],
    ['cancelled', task({ status: MissionStatus.cancelled }), 16, false],
    ['reopened, fresh window running', task({ windowStartedAt: minutes(20).toISOString() }), 30, false],
    ['reopened, fresh window ended', task({ windowStartedAt: minutes(20).toISOString() }), 35, true],
  ])('%s / due: %s', (_, t, at, due) => {
    expect(fallbackDue(t, minutes(at))).toBe(due);
  });
});

const istanbul = (
  id: number,
  latitude: number | null,
  longitude: number | null,
  cityId = 34,
): CourthousePoint => ({
  id,
  cityId,
  latitude,
  longitude,
});
const caglayan = istanbul(3401, 41.0699, 28.981);
const all = [
  caglayan,
  istanbul(3402, 40.909, 29.161), // Kartal, ~23 km
  istanbul(3403, 40.9845, 28.8697), // Bakırköy, ~13 km
  istanbul(3407, 41.075, 28.247), // Silivri, ~61 km
  istanbul(3499, null, null), // no coordinates
  istanbul(4101, 40.77, 29.94, 41), // Kocaeli, another city
  istanbul(3498, 41.07, 28.982, 6), // same place, another city
];

describe('which courthouses widening reaches', () => {
  it('same city, within the radius, by haversine, nearest first', () => {
    const reach = widenTargets(caglayan, all, 30);
    expect(reach.map((r) => r.adliyeId)).toEqual([3403, 3402]);
    expect(reach[0]!.distanceM).toBeGreaterThan(12_000);
    expect(reach[0]!.distanceM).toBeLessThan(14_000);
    expect(reach[1]!.distanceM).toBeGreaterThan(22_000);
    expect(reach[1]!.distanceM).toBeLessThan(24_000);
  });

  it.each([
    [10, []],
    [15, [3403]],
    [100, [3403, 3402, 3407]],
  ])('radius %i km / reaches %j', (km, ids) => {
    expect(widenTargets(caglayan, all, km).map((r) => r.adliyeId)).toEqual(ids);
  });

  it('a courthouse without coordinates reaches nobody', () => {
    expect(widenTargets(istanbul(3499, null, null), all, 300)).toEqual([]);
  });

  it.each([
    [12_400, '12 km uzakta'],
    [12_600, '13 km uzakta'],
    [300, '1 km uzakta'],
  ])('%i m reads %s', (m, text) => {
    expect(reachLabel(m)).toBe(text);
  });
});

describe('the budget suggestion', () => {
  it.each([
    [[], 5, null],
    [[500, 750, 1000, 750], 5, null],
    [[500, 750, 1000, 750, 2000], 5, 750],
    [[500, 750, 1000, 1250], 4, 875],
    [[1000], 1, 1000],
    [[1001, 1000], 1, 1001],
  ])('%j with at least %i / suggests %s', (prices, min, median) => {
    expect(medianBudget(prices, min)).toBe(median);
  });
});

describe('the four choices', () => {
  const tuning = { basvuru_uzatma_hakki: 2 };
  const reach = [{ adliyeId: 3403, distanceM: 12_800 }];
  const options = (t: FallbackTask, over: { reach?: typeof reach; at?: number } = {}) =>
    fallbackOptions(t, {
      now: minutes(over.at ?? 16),
      tuning,
      reach: over.reach ?? reach,
      suggestedBudget: 900,
    });
  const reasonOf = (o: ReturnType<typeof options>, kind: string) =>
    o.choices.find((c) => c.kind === kind)!.reason;

  it('all four, with two extensions left, the reach and the suggestion', () => {
    const o = options(task());
    expect(o.choices.map((c) => [c.kind, c.available])).toEqual([
      ['extend', true],
      ['widen', true],
      ['raise', true],
      ['cancel', true],
    ]);
    expect(o.extensionsLeft).toBe(2);
    expect(o.reach).toEqual(reach);
    expect(o.suggestedBudget).toBe(900);
  });

  it.each([
    [task({ extensions: 1 }), 'extend', null, 1],
    [task({ extensions: 2 }), 'extend', fallbackMessages.noExtensionLeft, 0],
    [task({ extensions: 5 }), 'extend', fallbackMessages.noExtensionLeft, 0],
  ])('extensions used / %s', (t, kind, reason, left) => {
    const o = options(t);
    expect(reasonOf(o, kind)).toBe(reason);
    expect(o.extensionsLeft).toBe(left);
  });

  it.each([
    ['already widened', task({ widenedKm: 30 }), reach, fallbackMessages.alreadyWidened],
    ['no neighbour in the radius', task(), [], fallbackMessages.noNeighbour],
    ['outside any courthouse', task({ adliyeId: null }), reach, fallbackMessages.noCourthouse],
  ])('widen refused: %s', (_, t, r, reason) => {
    const o = options(t, { reach: r });
    expect(reasonOf(o, 'widen')).toBe(reason);
    expect(o.reach).toEqual([]);
    expect(reasonOf(o, 'cancel')).toBeNull();
  });

  it('not due: every choice refused with the reason', () => {
    const o = options(task(), { at: 10 });
    expect(o.due).toBe(false);
    expect(o.choices.every((c) => !c.available && c.reason === fallbackMessages.notDue)).toBe(true);
  });
});

describe('a raised budget', () => {
  it.each([
    [750, 750, null],
    [1000, 750, null],
    [700, 750, fallbackMessages.priceTooLow],
    [0, 750, fallbackMessages.badPrice],
    [750.5, 750, fallbackMessages.badPrice],
    [Number.NaN, 750, fallbackMessages.badPrice],
    [100_001, 750, fallbackMessages.priceTooHigh],
  ])('%s over %s / %s', (price, old, error) => {
    expect(raisedBudgetError(price, old)).toBe(error);
  });
});

describe('a fallback worked', () => {
  it.each([
    ['extend', ['2026-11-21T09:20:00Z'], true],
    ['widen', ['2026-11-21T09:10:00Z'], false],
    ['raise', [], false],
    ['cancel', ['2026-11-21T09:20:00Z'], false],
  ] as const)('%s with applications %j / %s', (kind, times, worked) => {
    expect(fallbackWorked(kind, '2026-11-21T09:16:00Z', times)).toBe(worked);
  });
});
