import { type Countdown, countdownFromSeconds } from './countdown.ts';
import { istanbulDay } from './istanbul-date.ts';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';

/**
 * The application window: lawyers may apply to a task for 15 minutes from the start of its window:
 * its creation, or the moment an owner's fallback choice (extend, widen, raise the budget) opened a
 * fresh one (`window_started_at`). The server
 * (which tasks are listed and accepted, when the owner may assign) and the client (the countdown)
 * both read it from here.
 */
export const APPLICATION_WINDOW_SECONDS = 15 * 60;
export const APPLICATION_WINDOW_MS = APPLICATION_WINDOW_SECONDS * 1000;

/**
 * The window left for a task created at `createdAt`: 15:00 at creation, 00:01 at 14:59, ended at
 * 15:00. A creation time ahead of `now` (a client clock behind the server's) shows a full window,
 * never more; an unreadable one counts as ended.
 */
export function applicationCountdown(createdAt: string | Date, now: Date): Countdown {
  return countdownFromSeconds(APPLICATION_WINDOW_SECONDS, new Date(createdAt), now);
}

/** Whole seconds left in the window, 0 once it has ended (the pending list's status boxes). */
export function applicationSecondsLeft(createdAt: string | Date, now: Date): number {
  return applicationCountdown(createdAt, now).totalSeconds;
}

export function isApplicationWindowOpen(createdAt: string | Date, now: Date): boolean {
  return !applicationCountdown(createdAt, now).ended;
}

/**
 * The instant the windows still open at `now` began after: a task is inside its window exactly when
 * it was created later than this (for a database query on the creation time).
 */
export function applicationWindowCutoff(now: Date): Date {
  return new Date(now.getTime() - APPLICATION_WINDOW_MS);
}

/** Where a task's current window starts: a fresh start from a fallback choice, else its creation. */
export function applicationWindowStart(task: {
  createdAt: string | Date;
  windowStartedAt?: string | Date | null;
}): string | Date {
  return task.windowStartedAt ?? task.createdAt;
}

export interface WindowedTask {
  status: MissionStatusCode;
  urgent: boolean;
  createdAt: string | Date;
  /** A fresh window's start (a fallback choice reopened the task); null or absent: `createdAt`. */
  windowStartedAt?: string | Date | null;
  /** YYYY-MM-DD, the Istanbul day the task is for. */
  planDate: string;
}

/**
 * Whether a task takes applications: an open task inside its window, or an open urgent one for today
 * (urgent tasks stay open until someone is assigned or their day is over).
 */
export function acceptsApplications(task: WindowedTask, now: Date): boolean {
  if (task.status !== MissionStatus.open) return false;
  if (task.urgent) return task.planDate >= istanbulDay(now);
  return isApplicationWindowOpen(applicationWindowStart(task), now);
}

/**
 * The owner may assign once the window has ended, so every applicant had the same chance; an urgent
 * task at once.
 */
export function assignmentOpen(task: Omit<WindowedTask, 'planDate'>, now: Date): boolean {
  return (
    task.status === MissionStatus.open &&
    (task.urgent || !isApplicationWindowOpen(applicationWindowStart(task), now))
  );
}
