import { istanbulMinuteOfDay } from './istanbul-date.ts';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';

/** Pro counts while the flag is on and the paid year (proLastDate) still lies ahead. */
export function isVip(user: { vip: number; pro_last_date: string | null }, now: Date): boolean {
  if (user.vip !== 1 || user.pro_last_date === null) return false;
  return new Date(user.pro_last_date).getTime() > now.getTime();
}

/**
 * Whether tasks may be created now: inside `hours` (minutes of the Istanbul day, end excluded);
 * null means around the clock.
 */
export function isAvailableTime(hours: { start: number; end: number } | null, now: Date): boolean {
  if (!hours) return true;
  const minutes = istanbulMinuteOfDay(now);
  return minutes >= hours.start && minutes < hours.end;
}

/** A task's owner, its assigned lawyer (null until one is chosen) and its status, as stored. */
export interface TaskParties {
  owner_id: number;
  user_id: number | null;
  status: MissionStatusCode;
}

const isParty = (m: TaskParties, viewerId: number) =>
  m.user_id !== null && (m.owner_id === viewerId || m.user_id === viewerId);

/**
 * Each step's rule, asked both by the call that accepts the step and by the list rows and the
 * detail page that offer it (showActions), so a button is shown exactly when its call succeeds.
 */
export const stepRules = {
  /** mission/markAsCompleted: either party, while the task is assigned. */
  markCompleted: (m: TaskParties, viewerId: number) =>
    m.status === MissionStatus.assigned && isParty(m, viewerId),
  /**
   * application/getUsers (the assignment page): the owner, while the task is open; from its first
   * minute, since applications appear there live.
   */
  openApplicants: (m: TaskParties, viewerId: number) =>
    m.owner_id === viewerId && m.status === MissionStatus.open,
  /** mission/cancelMission: the owner, while the task is open or assigned. */
  cancel: (m: TaskParties, viewerId: number) =>
    m.owner_id === viewerId && (m.status === MissionStatus.open || m.status === MissionStatus.assigned),
  /** user/newComment: either party of a completed task, once. */
  rate: (m: TaskParties, viewerId: number, alreadyRated: boolean) =>
    m.status === MissionStatus.completed && isParty(m, viewerId) && !alreadyRated,
};
