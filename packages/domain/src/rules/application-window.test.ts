import { describe, expect, it } from 'vitest';
import {
  acceptsApplications,
  applicationCountdown,
  applicationSecondsLeft,
  applicationWindowCutoff,
  assignmentOpen,
  isApplicationWindowOpen,
} from './application-window.ts';
import { formatCountdown } from './countdown.ts';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';

const created = '2026-11-21T09:00:00Z';
const at = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number);
  return new Date(Date.parse(created) + ((m ?? 0) * 60 + (s ?? 0)) * 1000);
};

describe('the 15-minute application window', () => {
  it.each([
    ['00:00', '15:00', 900, true],
    ['00:01', '14:59', 899, true],
    ['10:30', '04:30', 270, true],
    ['14:59', '00:01', 1, true],
    ['15:00', '00:00', 0, false],
    ['15:01', '00:00', 0, false],
  ])('%s after creation / shows %s, %i seconds left, open: %s', (elapsed, left, seconds, open) => {
    const now = at(elapsed);
    expect(formatCountdown(applicationCountdown(created, now))).toBe(left);
    expect(applicationCountdown(created, now).ended).toBe(!open);
    expect(applicationSecondsLeft(created, now)).toBe(seconds);
    expect(isApplicationWindowOpen(created, now)).toBe(open);
  });

  it('given a part of a second left / counts it as a whole second', () => {
    const now = new Date(at('14:59').getTime() + 500);
    expect(applicationSecondsLeft(created, now)).toBe(1);
    expect(isApplicationWindowOpen(created, now)).toBe(true);
  });

  it('given a creation time in the future (clock skew) / shows a full window, never more', () => {
    const c = applicationCountdown(created, new Date(Date.parse(created) - 60_000));
    expect(c).toEqual({ minutes: 15, seconds: 0, totalSeconds: 900, ended: false });
  });

  it('given an unreadable creation time / counts the window as ended', () => {
    expect(applicationCountdown('nope', at('00:00')).ended).toBe(true);
    expect(isApplicationWindowOpen('nope', at('00:00'))).toBe(false);
  });

  it.each([
    ['14:59', true],
    ['14:59.999', true],
    ['15:00', false],
  ])('the query cutoff agrees with the window / created %s ago: open %s', (ago, open) => {
    const [mmss = '', ms = '0'] = ago.split('.');
    const now = new Date(at(mmss).getTime() + Number(ms));
    const cutoff = applicationWindowCutoff(now);
    expect(Date.parse(created) > cutoff.getTime()).toBe(open);
    expect(isApplicationWindowOpen(created, now)).toBe(open);
  });
});

describe('which tasks take applications and when the owner may assign', () => {
  const { open, assigned, completed, cancelled } = MissionStatus;
  // 09:00 UTC on 21 November is 12:00 in Istanbul.
  const task = (status: MissionStatusCode, urgent: boolean, planDate = '2026-11-21') => ({
    status,
    urgent,
    createdAt: created,
    planDate,
  });

  it.each([
    ['an open task inside its window', task(open, false), '14:59', true, false],
    ['an open task at the end of its window', task(open, false), '15:00', false, true],
    ['an open task long after', task(open, false), '600:00', false, true],
    ['an urgent task inside its window', task(open, true), '00:01', true, true],
    ['an urgent task after its window, same day', task(open, true), '60:00', true, true],
    ['an urgent task for tomorrow', task(open, true, '2026-11-22'), '60:00', true, true],
    // 12:00 + 12 h is 00:00 on the 22nd in Istanbul: the urgent task's day is over.
    ['an urgent task after its day', task(open, true), '720:00', false, true],
    ['an assigned task', task(assigned, false), '00:01', false, false],
    ['an assigned urgent task', task(assigned, true), '00:01', false, false],
    ['a completed task', task(completed, false), '30:00', false, false],
    ['a cancelled task', task(cancelled, true), '00:01', false, false],
  ])('%s / at %s takes applications: %s, may be assigned: %s', (_label, t, elapsed, applies, assigns) => {
    expect(acceptsApplications(t, at(elapsed))).toBe(applies);
    expect(assignmentOpen(t, at(elapsed))).toBe(assigns);
  });
});
