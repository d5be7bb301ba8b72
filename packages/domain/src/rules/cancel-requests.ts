import { istanbulDay, istanbulMidnight } from './istanbul-date.ts';

/**
 * Cancel requests (spec §2.10). A request made less than this long before the task's planned time,
 * or after it, is marked late: the counterparty had little chance to find someone else.
 */
export const CANCEL_REQUEST_LATE_HOURS = 24;

/** A task without a time counts from 09:00, when the courthouses' working day starts. */
const DAY_START = '09:00';

const HOUR_MS = 3_600_000;

/** The instant of a task's planned date (YYYY-MM-DD) and time (HH:mm, or none), in Istanbul. */
export function plannedInstant(planDate: string, planTime: string | null | undefined): Date {
  const time = planTime && /^\d{2}:\d{2}$/.test(planTime) ? planTime : DAY_START;
  const [h = '0', m = '0'] = time.split(':');
  // Noon UTC of that date lies inside the same Istanbul day, whose midnight the zone data gives.
  const midnight = istanbulMidnight(new Date(`${planDate}T12:00:00.000Z`));
  return new Date(midnight.getTime() + (Number(h) * 60 + Number(m)) * 60_000);
}

/** Whether a request made at `at` is late for a task planned at that date and time. */
export function isLateCancelRequest(
  task: { planDate: string; planTime: string | null | undefined },
  at: Date,
): boolean {
  const planned = plannedInstant(task.planDate, task.planTime).getTime();
  return planned - at.getTime() < CANCEL_REQUEST_LATE_HOURS * HOUR_MS;
}

/** The first instant of `now`'s calendar month in Istanbul: the allowance renews then. */
export function istanbulMonthStart(now: Date): Date {
  return istanbulMidnight(new Date(`${istanbulDay(now).slice(0, 7)}-01T12:00:00.000Z`));
}

/** Requests left this month: the monthly allowance less the requests made since the month began. */
export function remainingCancelRequests(monthlyAllowance: number, madeThisMonth: number): number {
  return Math.max(0, monthlyAllowance - madeThisMonth);
}

export type CancelRequestStatus = 'pending' | 'confirmed' | 'rejected';

/** What the list shows for a request, with the colour name the spec's badge takes. */
export const cancelRequestStatusLabels = {
  pending: { name: 'Onay Bekliyor', colorName: 'warning' },
  confirmed: { name: 'Onaylandı, Görev İptal Edildi', colorName: 'success' },
  rejected: { name: 'Reddedildi', colorName: 'danger' },
  /** Still pending, but the task was completed or cancelled another way: nothing left to answer. */
  closed: { name: 'Görev Kapandı', colorName: 'secondary' },
} as const satisfies Record<CancelRequestStatus | 'closed', { name: string; colorName: string }>;
