import { describe, expect, it } from 'vitest';
import { awaitingApplicationCount, checkApply, locationDeniedToast, nextWindowEndMs } from './apply.ts';

describe('applying needs a location when the task has an address', () => {
  it.each([
    ['Kartal Adliyesi yanı', null, false],
    ['Kartal Adliyesi yanı', { latitude: '', longitude: 29 }, false],
    ['Kartal Adliyesi yanı', { latitude: 41, longitude: 29 }, true],
    [null, null, true],
    ['  ', null, true],
  ])('address %j, location %j: ok %s', (address, location, ok) => {
    const check = checkApply(address, location);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.toast.text).toBe('Konum Bilgisini Açmadan Bu Göreve Başvuru Yapamazsınız!');
  });

  it('warns when the location permission is refused', () => {
    expect(locationDeniedToast).toEqual({
      kind: 'error',
      text: 'Konum İznini Açmadan Görev Mesafesini Siz ve Görev Sahibi Göremez!',
    });
  });
});

describe('the pending count', () => {
  it.each([
    [[], 0],
    [[{ applied: false }, { applied: true }, { applied: false }], 2],
    [[{ applied: true }], 0],
  ])('of %j is %i: tasks already applied to do not count', (missions, count) => {
    expect(awaitingApplicationCount(missions)).toBe(count);
  });
});

describe('when the pending list must be fetched again', () => {
  const at = new Date('2026-11-23T10:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);
  const box = (seconds?: number) => ({ status: seconds === undefined ? [] : [{ seconds }, { seconds }] });

  it.each([
    ['no task', [], 0, null],
    ['only urgent tasks past their window', [box()], 0, null],
    ['the earliest of two windows', [box(300), box(60)], 0, 60_000],
    ['counted from when the list arrived', [box(60)], 20_000, 40_000],
    ['a window already over: at once', [box(60)], 90_000, 0],
  ] as const)('%s', (_label, missions, elapsed, expected) => {
    expect(nextWindowEndMs(missions, at, later(elapsed))).toBe(expected);
  });
});
