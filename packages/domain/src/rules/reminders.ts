/**
 * Reminders of an assigned task: before its planned time (the `hatirlatma_dakika` constant) the
 * assignee and the owner are reminded; after it (the `rapor_hatirlatma_dakika` constant) the
 * assignee is asked for his outcome report. Each goes as an in-app notification, and by push and
 * SMS unless the lawyer turned that channel off. The server schedules them with these rules and
 * re-checks the task when they fall due.
 */
import { plannedInstant } from './cancel-requests.ts';
import { formatDottedDate } from './istanbul-date.ts';

const MINUTE_MS = 60_000;

/** The two reminders of a task. */
export type ReminderKind = 'before' | 'report';

/** When a task's reminders fall due: `before` is null when it is skipped (see reminderSchedule). */
export interface ReminderSchedule {
  /** The planned instant (ISO-8601) the reminders were scheduled for; a moved task has another. */
  plannedAt: string;
  before: Date | null;
  report: Date;
}

/**
 * The reminders of a task planned at `planDate` `planTime` (Istanbul), scheduled at `now`.
 * - Before: `beforeMinutes` before the planned time. When that moment has already passed (a task
 *   assigned 20 minutes before its time) but the planned time has not, it is sent at once: the
 *   parties still profit from it. When the planned time itself has passed, it is skipped.
 * - Report: `reportMinutes` after the planned time; for a task assigned after its planned time,
 *   `reportMinutes` after the assignment (the errand takes time after it too).
 */
export function reminderSchedule(
  planDate: string,
  planTime: string | null | undefined,
  now: Date,
  minutes: { beforeMinutes: number; reportMinutes: number },
): ReminderSchedule {
  const planned = plannedInstant(planDate, planTime);
  const beforeAt = new Date(planned.getTime() - minutes.beforeMinutes * MINUTE_MS);
  const reportAt = new Date(Math.max(planned.getTime(), now.getTime()) + minutes.reportMinutes * MINUTE_MS);
  const latest = (d: Date) => (d.getTime() < now.getTime() ? now : d);
  return {
    plannedAt: planned.toISOString(),
    before: planned.getTime() > now.getTime() ? latest(beforeAt) : null,
    report: reportAt,
  };
}

/** What a reminder says: the task's category, place and planned date/time. */
export interface ReminderTask {
  category: string;
  place: string | null;
  planDate: string;
  planTime: string | null;
}

function when(task: ReminderTask): string {
  const date = formatDottedDate(task.planDate);
  return task.planTime ? `${date} ${task.planTime}` : date;
}

function what(task: ReminderTask): string {
  return task.place ? `${task.place} · ${task.category}` : task.category;
}

/** The reminders' Turkish texts: the notification (and push) title and text, and the SMS. */
export const reminderMessages = {
  before: {
    title: 'Görev Hatırlatması',
    message: (task: ReminderTask) => `Göreviniz yaklaşıyor: ${what(task)}, ${when(task)}.`,
    sms: (task: ReminderTask) =>
      `Meslektaş: Göreviniz yaklaşıyor: ${what(task)}, ${when(task)}. Ayrıntılar görev detayında.`,
  },
  report: {
    title: 'Görev Raporunuzu Yazınız',
    message: (task: ReminderTask) =>
      `${what(task)} görevinin sonucunu görev detayından rapor olarak yazınız.`,
    sms: (task: ReminderTask) =>
      `Meslektaş: ${what(task)} görevinin sonucunu görev detayından rapor olarak yazınız.`,
  },
  saved: 'Hatırlatma ayarlarınız kaydedildi.',
  invalid: 'Hatırlatma ayarı geçersiz.',
} as const;
