import type { ReliabilityFigures, ReliabilityRecord } from '../contract/entities/reliability.ts';
import { CANCEL_REQUEST_LATE_HOURS } from './cancel-requests.ts';

/**
 * The reliability record (docs/rules.md, "Reliability record"): what a lawyer's history says about
 * him as the assigned lawyer. The server stores the raw counts per lawyer; these pure functions turn
 * raw history into counts and counts into what a reader sees.
 */

const MINUTE_MS = 60_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/**
 * Minutes from when a task opened to the lawyer to his application. It opened at its current
 * window's start when he applied inside that window (a fallback reopens a task), else at creation.
 */
export function applyDelayMinutes(
  task: { createdAt: string; windowStartedAt: string | null },
  appliedAt: string,
): number {
  const applied = Date.parse(appliedAt);
  const windowStart = task.windowStartedAt === null ? Number.NaN : Date.parse(task.windowStartedAt);
  const opened = windowStart <= applied ? windowStart : Date.parse(task.createdAt);
  return Math.max(0, (applied - opened) / MINUTE_MS);
}

/** One task of his for the reports figure: its due time and, when filed, the report's times. */
export interface ReportInput {
  dueAt: Date;
  report: { filedAt: string; dueAt: string } | null;
}

/**
 * Reports that count and those on time, at `now`: a filed report counts, on time when filed at or
 * before its stored due time; a missing one counts (late) once its due time has passed, unless it fell
 * due before reports could be filed at all (`since`). `staleAt` is the earliest future due time of a
 * missing report: the counts change with time alone then.
 */
export function reportCounts(
  tasks: readonly ReportInput[],
  now: Date,
  since: Date | null = null,
): { counted: number; onTime: number; staleAt: Date | null } {
  let counted = 0;
  let onTime = 0;
  let staleAt: Date | null = null;
  for (const t of tasks) {
    if (t.report) {
      counted += 1;
      if (Date.parse(t.report.filedAt) <= Date.parse(t.report.dueAt)) onTime += 1;
    } else if (since !== null && t.dueAt < since) {
      continue;
    } else if (t.dueAt.getTime() <= now.getTime()) {
      counted += 1;
    } else if (staleAt === null || t.dueAt < staleAt) {
      staleAt = t.dueAt;
    }
  }
  return { counted, onTime, staleAt };
}

/** Whole percent of on-time reports, rounded down (99.6 % is not 100 %); null when none counts. */
export function onTimePercent(onTime: number, counted: number): number | null {
  return counted === 0 ? null : Math.floor((onTime * 100) / counted);
}

/** The numbers the record is read with (tuning constants). */
export interface RecordTuning {
  /** Completed tasks needed before figures show (guvenilirlik_asgari_gorev). */
  minCompleted: number;
  /** Below this on-time share the lawyer is told to report sooner (guvenilirlik_rapor_hedef_yuzde). */
  reportTargetPercent: number;
  /** Above this median he is told to apply sooner (guvenilirlik_basvuru_hedef_dakika). */
  applyTargetMinutes: number;
  /** The report hours (rapor_suresi_saat), named in the hint. */
  reportHours: number;
}

export const reliabilityHints = {
  newMember: (min: number) =>
    `${min} görev tamamladığınızda güvenilirlik kaydınız rakamlarla görünür; o zamana dek profilinizde 'Yeni üye' yazar.`,
  reports: (hours: number) =>
    `Raporlarınızı planlanan saatten sonraki ${hours} saat içinde gönderin; geç ya da hiç gönderilmeyen rapor zamanında payınızı düşürür.`,
  lateCancels: () =>
    `Görevi bırakmanız gerekirse iptal talebini planlanan saatten en az ${CANCEL_REQUEST_LATE_HOURS} saat önce gönderin.`,
  disputes: () =>
    'Anlaşmazlıkları uyuşmazlık masasına taşımadan önce görev sahibiyle görev detayından konuşarak çözmeye çalışın.',
  apply: (minutes: number) =>
    `Size açılan görevlere ${minutes} dakika içinde başvurun: bildirimleri açık tutmak ve adliyedeyken 'Adliyedeyim' demek hız kazandırır.`,
} as const;

/** What would improve the figures, one short Turkish line per weak one. */
export function recordHints(f: ReliabilityFigures, t: RecordTuning): string[] {
  const hints: string[] = [];
  if (f.reports_on_time_percent !== null && f.reports_on_time_percent < t.reportTargetPercent)
    hints.push(reliabilityHints.reports(t.reportHours));
  if (f.late_cancels > 0) hints.push(reliabilityHints.lateCancels());
  if (f.disputes_lost > 0) hints.push(reliabilityHints.disputes());
  if (f.median_apply_minutes !== null && f.median_apply_minutes > t.applyTargetMinutes)
    hints.push(reliabilityHints.apply(t.applyTargetMinutes));
  return hints;
}

/**
 * The record a reader sees: with fewer than `minCompleted` completed tasks, 'Yeni üye' and no
 * figures; the hints only when the reader is the lawyer himself.
 */
export function reliabilityView(
  stored: ReliabilityFigures & { member_since: string },
  t: RecordTuning,
  self: boolean,
): ReliabilityRecord {
  const { member_since, ...figures } = stored;
  const newMember = figures.completed < t.minCompleted;
  return {
    member_since,
    new_member: newMember,
    figures: newMember ? null : figures,
    hints: self ? (newMember ? [reliabilityHints.newMember(t.minCompleted)] : recordHints(figures, t)) : null,
  };
}

/** "3 sa 20 dk", "45 dk", "2 gün 4 sa": a median apply time as the record shows it. */
export function formatApplyMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} dk`;
  const hours = Math.floor(m / 60);
  if (hours < 24) return m % 60 === 0 ? `${hours} sa` : `${hours} sa ${m % 60} dk`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} gün` : `${days} gün ${hours % 24} sa`;
}

/**
 * Against whom an operator decided a dispute when resolving it: nobody, the task's creator, or the
 * assigned lawyer. Only a decision against a lawyer counts on his record.
 */
export const disputeVerdicts = ['none', 'owner', 'assignee'] as const;
export type DisputeVerdict = (typeof disputeVerdicts)[number];
