/**
 * The daily digest e-mail (issue #27): a lawyer who opts in gets, at an Istanbul time he picks each
 * morning, one e-mail with today's tasks he owns or was chosen for, the reports he owes and how many
 * tasks are open in the courthouses he serves. Pure rules; the server schedules and sends.
 */
import { istanbulDay, istanbulWallClockInstant, nextCalendarDay } from './istanbul-date.ts';

/** The step between the times a lawyer may pick (minutes). */
export const DIGEST_STEP_MINUTES = 30;
/** The time offered until he picks one. */
export const DEFAULT_DIGEST_TIME = '07:30';

const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes past midnight of an `HH:mm` time; null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = hhmm.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every time the settings offer: from the first hour's :00 to the last hour's :00 in steps (the
 * hours are the constants gunluk_ozet_ilk_saat and gunluk_ozet_son_saat; given the wrong way round
 * they are read the right way round).
 */
export function digestTimeChoices(firstHour: number, lastHour: number): string[] {
  const from = Math.min(firstHour, lastHour) * 60;
  const to = Math.max(firstHour, lastHour) * 60;
  const times: string[] = [];
  for (let m = from; m <= to; m += DIGEST_STEP_MINUTES)
    times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return times;
}

/** Whether a time is on the steps' grid at all (the contract's check; the range is the server's). */
export function isDigestTimeFormat(time: string): boolean {
  const minutes = minutesOfTime(time);
  return minutes !== null && minutes % DIGEST_STEP_MINUTES === 0;
}

/** The refusal of a time outside the choices. */
export function digestTimeMessage(choices: readonly string[]): string {
  return `Özet saati ${choices[0] ?? ''} ile ${choices.at(-1) ?? ''} arasında, ${DIGEST_STEP_MINUTES} dakikalık adımlarla seçilmelidir.`;
}

/**
 * When the next digest goes: at `time` (Istanbul wall clock) today when that is still ahead of
 * `now` and today's was not sent yet (`sentDay`, the Istanbul day of the last one), else on the
 * next day. Each day's instant comes from the zone data of that day, so a change of offset moves
 * the instant and keeps the wall time.
 */
export function nextDigestAt(time: string, now: Date, sentDay: string | null = null): Date {
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new Error(`not a time: ${time}`);
  const today = istanbulDay(now);
  const todays = istanbulWallClockInstant(today, minutes);
  if (todays.getTime() > now.getTime() && sentDay !== today) return todays;
  return istanbulWallClockInstant(nextCalendarDay(today), minutes);
}

/** What one morning's digest holds. */
export interface DigestCounts {
  todayTasks: number;
  reportsDue: number;
  openNearby: number;
}

/** A digest with nothing in it (no task today, no report due, nothing open nearby) is not sent. */
export function isDigestWorthSending(counts: DigestCounts): boolean {
  return counts.todayTasks > 0 || counts.reportsDue > 0 || counts.openNearby > 0;
}

/** The e-mail's Turkish texts. */
export const digestTexts = {
  subject: (day: string) => `Meslektaş günlük özet: ${day}`,
  heading: 'Günaydın',
  today: 'Bugünkü görevleriniz',
  noneToday: 'Bugün için planlanmış göreviniz yok.',
  reportsDue: 'Rapor bekleyen görevler',
  openNearby: (n: number) => `Adliyelerinizde şu anda ${n} açık görev var.`,
  owner: 'Sahibi olduğunuz görev',
  assignee: 'Seçildiğiniz görev',
  open: 'Görevi aç',
  pending: 'Bekleyen görevlere bak',
  unsubscribe: 'Günlük özet e-postalarından çık',
  footer: 'Bu e-postayı günlük özeti açtığınız için alıyorsunuz.',
  unsubscribed: 'Günlük özet e-postalarından çıktınız',
  unsubscribedDetail:
    'Artık size günlük özet gönderilmeyecek. Dilediğiniz zaman Hesap Ayarları’ndan yeniden açabilirsiniz.',
  confirm: 'Günlük özet e-postalarından çıkmak istiyor musunuz?',
  confirmButton: 'Evet, çık',
  badLink: 'Bu bağlantı geçersiz.',
  badLinkDetail:
    'Bağlantı değiştirilmiş ya da eksik olabilir. Hesap Ayarları’ndan günlük özeti kapatabilirsiniz.',
} as const;
