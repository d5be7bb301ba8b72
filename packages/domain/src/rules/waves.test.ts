import { describe, expect, it } from 'vitest';
import { isApplicationWindowOpen } from './application-window.ts';
import { tuningFrom } from './tuning.ts';
import {
  firstWaveMinutes,
  opensToAllAt,
  secondsUntilOpen,
  waveAccess,
  waveCountdownText,
  waveRefusalMessage,
} from './waves.ts';

const created = new Date('2026-11-21T09:00:00Z');
const after = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number);
  return new Date(created.getTime() + ((m ?? 0) * 60 + (s ?? 0)) * 1000);
};

describe('the first wave', () => {
  it.each([
    [false, { ilk_dalga_dakika: 3, acil_ilk_dalga_dakika: 1 }, 3],
    [true, { ilk_dalga_dakika: 3, acil_ilk_dalga_dakika: 1 }, 1],
    [false, { ilk_dalga_dakika: 0, acil_ilk_dalga_dakika: 1 }, 0],
    [true, { ilk_dalga_dakika: 5, acil_ilk_dalga_dakika: 0 }, 0],
  ])('urgent %s with %j lasts %i minutes', (urgent, tuning, minutes) => {
    expect(firstWaveMinutes(tuning, urgent)).toBe(minutes);
  });

  it('reads the constants by default: 3 minutes for a normal task, 1 for an urgent one', () => {
    expect(firstWaveMinutes(tuningFrom([]), false)).toBe(3);
    expect(firstWaveMinutes(tuningFrom([]), true)).toBe(1);
  });

  it.each([
    ['3 minutes, 2 present', 3, true, 2, '2026-11-21T09:03:00.000Z'],
    ['1 minute, 1 present', 1, true, 1, '2026-11-21T09:01:00.000Z'],
    ['no first wave (0 minutes)', 0, true, 5, null],
    ['nobody present: open to all at once', 3, true, 0, null],
    ['no courthouse to be present at', 3, false, 4, null],
  ])('%s', (_, minutes, hasCourthouse, presentCount, expected) => {
    expect(opensToAllAt(created, minutes, { hasCourthouse, presentCount })?.toISOString() ?? null).toBe(
      expected,
    );
  });

  it('leaves the 15-minute window counting from creation', () => {
    const opens = opensToAllAt(created, 3, { hasCourthouse: true, presentCount: 1 });
    expect(opens).not.toBeNull();
    expect(isApplicationWindowOpen(created, after('14:59'))).toBe(true);
    expect(isApplicationWindowOpen(created, after('15:00'))).toBe(false);
  });
});

describe('who may apply when', () => {
  const task = { opensToAllAt: after('03:00').toISOString() };
  it.each([
    ['present, first wave', true, '00:00', { open: true, priority: true }],
    ['present, last second of the first wave', true, '02:59', { open: true, priority: true }],
    ['absent, first wave', false, '00:00', { open: false, secondsLeft: 180 }],
    ['absent, half a second in', false, '00:00.5', { open: false, secondsLeft: 180 }],
    ['absent, 2:01 left', false, '00:59', { open: false, secondsLeft: 121 }],
    ['absent, 1 second left', false, '02:59', { open: false, secondsLeft: 1 }],
    ['absent, at the switch', false, '03:00', { open: true, priority: false }],
    ['present, after the switch', true, '05:00', { open: true, priority: false }],
  ])('%s (%s, at %s)', (_, present, at, expected) => {
    const [mm, ss] = at.split(':');
    const now = new Date(created.getTime() + Number(mm) * 60_000 + Number(ss) * 1000);
    const access = waveAccess(task, present, now);
    expect(access).toMatchObject(expected);
    if (!access.open) expect(access.opensAt.toISOString()).toBe(task.opensToAllAt);
  });

  it('a task without a first wave is open to everyone, with no priority', () => {
    expect(waveAccess({ opensToAllAt: null }, false, created)).toEqual({ open: true, priority: false });
    expect(waveAccess({ opensToAllAt: null }, true, created)).toEqual({ open: true, priority: false });
  });

  it('an unreadable switch time opens the task', () => {
    expect(waveAccess({ opensToAllAt: 'yarın' }, false, created)).toEqual({ open: true, priority: false });
  });
});

describe('the countdown to one’s wave', () => {
  it.each([
    [180, '3 dk sonra başvuruya açılacak'],
    [121, '3 dk sonra başvuruya açılacak'],
    [120, '2 dk sonra başvuruya açılacak'],
    [60, '1 dk sonra başvuruya açılacak'],
    [59, '59 sn sonra başvuruya açılacak'],
    [1, '1 sn sonra başvuruya açılacak'],
  ])('%i seconds left reads %s', (seconds, text) => {
    expect(waveCountdownText(seconds)).toBe(text);
  });

  it('the refusal says when he may apply', () => {
    expect(waveRefusalMessage(150)).toBe(
      'Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır. 3 dk sonra başvurabilirsiniz.',
    );
    expect(waveRefusalMessage(30)).toContain('30 sn sonra başvurabilirsiniz.');
  });

  it('counts down from when the list arrived, to 0', () => {
    const fetched = new Date('2026-11-21T09:00:10Z');
    expect(secondsUntilOpen(170, fetched, fetched)).toBe(170);
    expect(secondsUntilOpen(170, fetched, new Date(fetched.getTime() + 100_000))).toBe(70);
    expect(secondsUntilOpen(170, fetched, new Date(fetched.getTime() + 170_000))).toBe(0);
  });
});
