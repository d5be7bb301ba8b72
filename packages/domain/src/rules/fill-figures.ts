import { type FallbackKind, fallbackKinds, fallbackWorked } from './fallback.ts';
import { istanbulDay } from './istanbul-date.ts';

/**
 * The operator's view of how tasks find their lawyers (the console dashboard): the fill rate (the
 * share of tasks that got an applicant, and that got assigned), the median time to the first
 * applicant, and how often each fallback was used and worked (the task got an applicant after it),
 * over all tasks, by Istanbul day of creation and by courthouse.
 */
export interface FillTask {
  id: number;
  createdAt: string;
  /** Null for a task outside any courthouse. */
  adliyeId: number | null;
  adliyeName: string | null;
  firstApplicationAt: string | null;
  lastApplicationAt: string | null;
  /** Assigned at some point (assigned, completed, or cancelled after it). */
  assigned: boolean;
}

export interface FillFallback {
  missionId: number;
  kind: FallbackKind;
  createdAt: string;
}

export interface FallbackUse {
  kind: FallbackKind;
  used: number;
  worked: number;
}

export interface FillGroup {
  tasks: number;
  answered: number;
  assigned: number;
  /** answered / tasks, 0…1 (0 without tasks). */
  fill_rate: number;
  /** assigned / tasks, 0…1. */
  assigned_rate: number;
  /** Median seconds from creation to the first application, over answered tasks; null without any. */
  median_first_seconds: number | null;
  fallbacks: FallbackUse[];
}

export interface FillFigures {
  totals: FillGroup;
  by_day: (FillGroup & { day: string })[];
  by_courthouse: (FillGroup & { adliye_id: number | null; adliye_name: string })[];
}

/** The share as a fraction rounded to three places. */
const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 1000);

export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function group(tasks: readonly FillTask[], fallbacks: readonly FillFallback[]): FillGroup {
  const answered = tasks.filter((t) => t.firstApplicationAt !== null);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const uses = fallbackKinds.map((kind) => {
    const mine = fallbacks.filter((f) => f.kind === kind && byId.has(f.missionId));
    const worked = mine.filter((f) => {
      const last = byId.get(f.missionId)?.lastApplicationAt;
      return fallbackWorked(f.kind, f.createdAt, last ? [last] : []);
    }).length;
    return { kind, used: mine.length, worked };
  });
  const assigned = tasks.filter((t) => t.assigned).length;
  return {
    tasks: tasks.length,
    answered: answered.length,
    assigned,
    fill_rate: share(answered.length, tasks.length),
    assigned_rate: share(assigned, tasks.length),
    median_first_seconds: medianOf(
      answered.map((t) =>
        Math.max(0, Math.round((Date.parse(t.firstApplicationAt!) - Date.parse(t.createdAt)) / 1000)),
      ),
    ),
    fallbacks: uses,
  };
}

/**
 * The figures over `tasks` (the tasks created in the period) and their fallbacks; `days` lists the
 * Istanbul days of the period in order, each shown even without tasks.
 */
export function fillFigures(
  tasks: readonly FillTask[],
  fallbacks: readonly FillFallback[],
  days: readonly string[],
): FillFigures {
  const dayOf = (t: FillTask) => istanbulDay(new Date(t.createdAt));
  const places = new Map<number | null, string>();
  for (const t of tasks) places.set(t.adliyeId, t.adliyeName ?? 'Adliye dışı');
  return {
    totals: group(tasks, fallbacks),
    by_day: days.map((day) => ({
      day,
      ...group(
        tasks.filter((t) => dayOf(t) === day),
        fallbacks,
      ),
    })),
    by_courthouse: [...places.entries()]
      .map(([adliyeId, name]) => ({
        adliye_id: adliyeId,
        adliye_name: name,
        ...group(
          tasks.filter((t) => t.adliyeId === adliyeId),
          fallbacks,
        ),
      }))
      .sort((a, b) => b.tasks - a.tasks || a.adliye_name.localeCompare(b.adliye_name, 'tr')),
  };
}
