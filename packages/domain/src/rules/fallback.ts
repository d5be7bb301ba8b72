import { formatTurkishNumber } from './turkish-number.ts';
import { applicationWindowStart, isApplicationWindowOpen } from './application-window.ts';
import { distanceMetres } from './distance.ts';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';
import type { Tuning } from './tuning.ts';

/**
 * When nobody applies: once the window of an open, non-urgent task ends without an applicant, its
 * owner may extend the window, widen the audience to the nearby courthouses of the same city, raise
 * the budget, or cancel (which counts against nothing). Every choice but cancel reopens the task
 * with a fresh window.
 */
export const fallbackKinds = ['extend', 'widen', 'raise', 'cancel'] as const;
export type FallbackKind = (typeof fallbackKinds)[number];

/** The days of past tasks the budget suggestion reads. */
export const BUDGET_SUGGESTION_DAYS = 90;
/** A raised budget may not exceed this (whole lira). */
export const MAX_RAISED_BUDGET = 100_000;

export const fallbackLabels: Record<FallbackKind, string> = {
  extend: 'Süreyi Uzat',
  widen: 'Yakın Adliyelere Aç',
  raise: 'Bütçeyi Artır',
  cancel: 'Görevi İptal Et',
};

export const fallbackMessages = {
  notOwner: 'Bu görev size ait değil.',
  notFound: 'Görev bulunamadı.',
  notDue:
    'Bu görev için şu an bir seçim yapılamaz: görev açık, başvurusuz ve başvuru süresi dolmuş olmalıdır.',
  noExtensionLeft: 'Bu görevin süresi en fazla uzatma sayısı kadar uzatıldı.',
  alreadyWidened: 'Bu görev yakın adliyelere zaten açıldı.',
  noNeighbour: 'Yakında aynı ilde başka adliye bulunmuyor.',
  noCourthouse: 'Adliye dışı görevler yakın adliyelere açılamaz.',
  badPrice: 'Lütfen geçerli bir bütçe giriniz.',
  priceTooLow: 'Yeni bütçe mevcut bütçeden düşük olamaz.',
  priceTooHigh: `Bütçe en fazla ${formatTurkishNumber(MAX_RAISED_BUDGET)} TL olabilir.`,
  extended: 'Başvuru süresi 15 dakika uzatıldı.',
  widened: 'Görev yakın adliyelere açıldı.',
  raised: 'Bütçe güncellendi, görev yeniden başvuruya açıldı.',
  cancelled: 'Görev iptal edildi.',
  changed: 'Görev bu arada değişti; lütfen sayfayı yenileyiniz.',
} as const;

/** What the fallback rules read of a task. */
export interface FallbackTask {
  status: MissionStatusCode;
  urgent: boolean;
  createdAt: string | Date;
  windowStartedAt?: string | Date | null;
  applicants: number;
  /** Times the window was extended already. */
  extensions: number;
  /** The radius it was widened to (km); null: never widened. */
  widenedKm: number | null;
  /** Its courthouse; null for a task outside any (its bar's). */
  adliyeId: number | null;
}

/**
 * Whether the owner is offered the choices now: an open, non-urgent task (an urgent one stays open
 * all day) whose window has ended with nobody applying.
 */
export function fallbackDue(task: FallbackTask, now: Date): boolean {
  return (
    task.status === MissionStatus.open &&
    !task.urgent &&
    task.applicants === 0 &&
    !isApplicationWindowOpen(applicationWindowStart(task), now)
  );
}

/** The end of the task's current window: when the owner is told that nobody applied. */
export function windowEnd(task: Pick<FallbackTask, 'createdAt' | 'windowStartedAt'>, windowMs: number): Date {
  return new Date(new Date(applicationWindowStart(task)).getTime() + windowMs);
}

export interface CourthousePoint {
  id: number;
  cityId: number;
  latitude: number | null;
  longitude: number | null;
}

export interface ReachTarget {
  adliyeId: number;
  /** Whole metres from the task's courthouse. */
  distanceM: number;
}

/**
 * The courthouses a widened task reaches: the others of its city within `radiusKm` of its own, by
 * great-circle distance on our coordinates, nearest first. Courthouses without coordinates (or a task
 * courthouse without them) reach nobody.
 */
export function widenTargets(
  origin: CourthousePoint,
  courthouses: readonly CourthousePoint[],
  radiusKm: number,
): ReachTarget[] {
  const limit = radiusKm * 1000;
  return courthouses
    .filter((c) => c.id !== origin.id && c.cityId === origin.cityId)
    .map((c) => {
      const metres = distanceMetres(origin, c);
      return { adliyeId: c.id, distanceM: metres === null ? null : Math.round(metres) };
    })
    .filter((r): r is ReachTarget => r.distanceM !== null && r.distanceM <= limit)
    .sort((a, b) => a.distanceM - b.distanceM || a.adliyeId - b.adliyeId);
}

/** Whole kilometres for a reach distance, as the pending card shows it ('12 km uzakta'). */
export function reachKm(distanceM: number): number {
  return Math.max(1, Math.round(distanceM / 1000));
}

export function reachLabel(distanceM: number): string {
  return `${reachKm(distanceM)} km uzakta`;
}

/**
 * The budget suggestion: the median of past budgets (whole lira) of the same category at the same
 * courthouse, or null when there are fewer than `minTasks` of them (too few to mean something).
 * An even count takes the mean of the middle two, rounded to whole lira.
 */
export function medianBudget(prices: readonly number[], minTasks: number): number | null {
  if (prices.length === 0 || prices.length < minTasks) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median);
}

/** One choice as the owner sees it: whether it can be taken, and if not, why. */
export interface FallbackChoice {
  kind: FallbackKind;
  available: boolean;
  reason: string | null;
}

export interface FallbackOptions {
  /** Whether the choices are offered at all now (fallbackDue). */
  due: boolean;
  choices: FallbackChoice[];
  /** Extensions still allowed. */
  extensionsLeft: number;
  /** The courthouses widening would reach (nearest first), when it is available. */
  reach: ReachTarget[];
  /** The median budget suggestion in whole lira, or null when there is none to show. */
  suggestedBudget: number | null;
}

/**
 * The four choices for a task: extend while extensions remain, widen when not yet widened and a
 * courthouse of the same city lies within the radius, raise the budget, cancel. All of them need the
 * task to be due (fallbackDue).
 */
export function fallbackOptions(
  task: FallbackTask,
  context: {
    now: Date;
    tuning: Pick<Tuning, 'basvuru_uzatma_hakki'>;
    reach: readonly ReachTarget[];
    suggestedBudget: number | null;
  },
): FallbackOptions {
  const due = fallbackDue(task, context.now);
  const extensionsLeft = Math.max(0, context.tuning.basvuru_uzatma_hakki - task.extensions);
  const notDue = due ? null : fallbackMessages.notDue;
  const widenReason =
    notDue ??
    (task.adliyeId === null
      ? fallbackMessages.noCourthouse
      : task.widenedKm !== null
        ? fallbackMessages.alreadyWidened
        : context.reach.length === 0
          ? fallbackMessages.noNeighbour
          : null);
  const reasons: Record<FallbackKind, string | null> = {
    extend: notDue ?? (extensionsLeft > 0 ? null : fallbackMessages.noExtensionLeft),
    widen: widenReason,
    raise: notDue,
    cancel: notDue,
  };
  return {
    due,
    choices: fallbackKinds.map((kind) => ({
      kind,
      available: reasons[kind] === null,
      reason: reasons[kind],
    })),
    extensionsLeft,
    reach: reasons.widen === null ? [...context.reach] : [],
    suggestedBudget: context.suggestedBudget,
  };
}

/** Why a raised budget (whole lira) is refused, or null when it is accepted. */
export function raisedBudgetError(newPrice: number, oldPrice: number): string | null {
  if (!Number.isFinite(newPrice) || !Number.isInteger(newPrice) || newPrice <= 0)
    return fallbackMessages.badPrice;
  if (newPrice < oldPrice) return fallbackMessages.priceTooLow;
  if (newPrice > MAX_RAISED_BUDGET) return fallbackMessages.priceTooHigh;
  return null;
}

/**
 * A fallback worked when the task got an applicant after it: the first application after the
 * choice was made (the console's figures). A cancel never works in this sense.
 */
export function fallbackWorked(
  kind: FallbackKind,
  madeAt: string,
  applicationTimes: readonly string[],
): boolean {
  if (kind === 'cancel') return false;
  return applicationTimes.some((t) => t >= madeAt);
}
