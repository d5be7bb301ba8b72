import { countdownFromSeconds } from './countdown.ts';
import type { Tuning } from './tuning.ts';

/**
 * Priority waves: a new task is offered first to the lawyers present ("Adliyedeyim") at its
 * courthouse, for `ilk_dalga_dakika` minutes (`acil_ilk_dalga_dakika` for an urgent task), then to
 * the whole of its audience. The application window still counts from creation. The server stores
 * the switch as the task's `opens_to_all_at` (null: open to all from the start) and enforces it on
 * apply; the pending list counts down to it.
 */

/** The first wave's length in minutes for a task; 0: no first wave. */
export function firstWaveMinutes(
  tuning: Pick<Tuning, 'ilk_dalga_dakika' | 'acil_ilk_dalga_dakika'>,
  urgent: boolean,
): number {
  return urgent ? tuning.acil_ilk_dalga_dakika : tuning.ilk_dalga_dakika;
}

/**
 * When a task created at `createdAt` opens to its whole audience, or null when it is open to all at
 * once: the first wave lasts 0 minutes, the task has no courthouse to be present at, or nobody of
 * its audience is present there (an empty first wave would only delay the task).
 */
export function opensToAllAt(
  createdAt: Date,
  minutes: number,
  firstWave: { hasCourthouse: boolean; presentCount: number },
): Date | null {
  if (minutes <= 0 || !firstWave.hasCourthouse || firstWave.presentCount === 0) return null;
  return new Date(createdAt.getTime() + minutes * 60_000);
}

/** Where a viewer stands with a task's waves. */
export type WaveAccess =
  /** He may apply; `priority`: only because he is present during the first wave. */
  | { open: true; priority: boolean }
  /** He may apply in `secondsLeft` seconds (whole, at least 1), at `opensAt`. */
  | { open: false; secondsLeft: number; opensAt: Date };

/**
 * Whether a viewer may apply now by the waves (the window and the other rules are checked apart):
 * anyone once the task is open to all; before that, only a lawyer present at its courthouse now.
 */
export function waveAccess(
  task: { opensToAllAt: string | Date | null },
  viewerPresent: boolean,
  now: Date,
): WaveAccess {
  if (task.opensToAllAt === null) return { open: true, priority: false };
  const opensAt = new Date(task.opensToAllAt);
  const ms = opensAt.getTime() - now.getTime();
  // An unreadable time opens the task rather than locking it.
  if (!Number.isFinite(ms) || ms <= 0) return { open: true, priority: false };
  if (viewerPresent) return { open: true, priority: true };
  return { open: false, secondsLeft: Math.ceil(ms / 1000), opensAt };
}

/** Whole seconds until the task opens to the viewer, counted from `fetchedAt` (the list's arrival). */
export function secondsUntilOpen(opensIn: number, fetchedAt: Date, now: Date): number {
  return countdownFromSeconds(opensIn, fetchedAt, now).totalSeconds;
}

/** '3 dk', rounded up; under a minute '45 sn'. */
export function waveDelayText(secondsLeft: number): string {
  const s = Math.max(1, Math.ceil(secondsLeft));
  return s < 60 ? `${s} sn` : `${Math.ceil(s / 60)} dk`;
}

/** The pending card's countdown line: '3 dk sonra başvuruya açılacak'. */
export function waveCountdownText(secondsLeft: number): string {
  return `${waveDelayText(secondsLeft)} sonra başvuruya açılacak`;
}

/** The 403 of an application before one's wave. */
export function waveRefusalMessage(secondsLeft: number): string {
  return `Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır. ${waveDelayText(secondsLeft)} sonra başvurabilirsiniz.`;
}
