import { isToday } from '../istanbul-date.ts';

/**
 * 'hidden': the urgent switch does not appear (the date is not today);
 * 'allowed': a vip user may mark the task urgent;
 * 'upsell': a non-Pro user picked it: show the Pro upsell and reset the choice on closing.
 */
export type UrgentOutcome = 'hidden' | 'allowed' | 'upsell';

export function urgentOutcome(planDate: string | null | undefined, isVip: boolean, now: Date): UrgentOutcome {
  if (!planDate || !isToday(planDate, now)) return 'hidden';
  return isVip ? 'allowed' : 'upsell';
}

/** Whether the urgent switch is shown at all. */
export function showUrgentSwitch(planDate: string | null | undefined, now: Date): boolean {
  return urgentOutcome(planDate, true, now) !== 'hidden';
}
