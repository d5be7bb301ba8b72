import { plannedInstant } from './cancel-requests.ts';
import { MAX_IMAGES } from './images.ts';
import { MissionStatus, type MissionStatusCode } from './mission-status.ts';

/**
 * Outcome reports (issue #27): after the planned time the assigned lawyer tells the owner what
 * happened at the errand: one or more outcome choices of the task's category, a free text, the next
 * hearing when there is one, and photos. The owner accepts it or asks one follow-up question, which
 * the assignee answers once. A report is due a constant number of hours (`rapor_suresi_saat`) after
 * the planned time.
 */

/** One outcome a lawyer may tick: a stable code (stored) and its Turkish label (shown). */
export interface OutcomeChoice {
  code: string;
  label: string;
}

const choice = (code: string, label: string): OutcomeChoice => ({ code, label });

const attended = choice('attended', 'Duruşmaya katılındı');
const postponed = choice('postponed', 'Ertelendi');
const decided = choice('decided', 'Karar çıktı');
const notHeld = choice('not_held', 'Duruşma yapılmadı');
const fileReviewed = choice('file_reviewed', 'Dosya incelendi');
const copiesTaken = choice('copies_taken', 'Fotokopi alındı');
const delivered = choice('delivered', 'Evrak teslim edildi');
const fileNotFound = choice('file_not_found', 'Dosyaya ulaşılamadı');
const feePaid = choice('fee_paid', 'Harç ve masraf yatırıldı');
const enforcementDone = choice('enforcement_done', 'İcra işlemi yapıldı');
const inspectionAttended = choice('inspection_attended', 'Keşfe katılındı');
const seizureAttended = choice('seizure_attended', 'Hacze katılındı');
const seizureNotDone = choice('seizure_not_done', 'Haciz yapılamadı');
const deedDone = choice('deed_done', 'Tapu işlemi yapıldı');
const statementAttended = choice('statement_attended', 'İfadede hazır bulunuldu');
const clientMet = choice('client_met', 'Müvekkille görüşüldü');
const notaryDone = choice('notary_done', 'Noter işlemi yapıldı');
const notificationFollowed = choice('notification_followed', 'Tebligat takip edildi');
const done = choice('done', 'İşlem yapıldı');
const notDone = choice('not_done', 'İşlem yapılamadı');

/**
 * The choices of each seeded category (catalog ids); a category added later in the console offers
 * the general ones. Every set ends with the general 'İşlem yapılamadı', so nothing is forced.
 */
const choicesByCategory: Readonly<Record<number, readonly OutcomeChoice[]>> = {
  1: [attended, postponed, decided, notHeld, notDone],
  2: [fileReviewed, copiesTaken, fileNotFound, notDone],
  3: [delivered, notDone],
  4: [feePaid, notDone],
  5: [enforcementDone, fileReviewed, notDone],
  6: [inspectionAttended, postponed, notHeld, notDone],
  7: [seizureAttended, seizureNotDone, notDone],
  8: [deedDone, notDone],
  9: [statementAttended, notDone],
  10: [clientMet, notDone],
  11: [notaryDone, notDone],
  12: [notificationFollowed, delivered, notDone],
};
const generalChoices: readonly OutcomeChoice[] = [done, notDone];

/** The outcomes a report on a task of this category may carry, in the order the form shows them. */
export function outcomeChoicesFor(categoryId: number | null | undefined): readonly OutcomeChoice[] {
  return (categoryId != null ? choicesByCategory[categoryId] : undefined) ?? generalChoices;
}

/** Every known outcome label by code (a stored report shows its choices even if the sets change). */
export const outcomeLabels: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(choicesByCategory).flat(), ...generalChoices].map((c) => [c.code, c.label]),
);

export const outcomeLabel = (code: string): string => outcomeLabels[code] ?? code;

/** Limits of the free texts. */
export const REPORT_NOTE_MAX = 3000;
export const REPORT_QUESTION_MAX = 1000;
/** Photos (of the minutes, a receipt, a stamped petition) a report may carry: as many as any upload. */
export const REPORT_MAX_IMAGES = MAX_IMAGES;

export const reportMessages = {
  noOutcome: 'Lütfen en az bir sonuç seçiniz.',
  unknownOutcome: 'Seçilen sonuç bu görev için geçerli değil.',
  noteTooLong: `Açıklama en fazla ${REPORT_NOTE_MAX} karakter olabilir.`,
  badHearing: 'Lütfen geçerli bir sonraki duruşma tarihi ve saati giriniz.',
  pastHearing: 'Sonraki duruşma tarihi ileri bir tarih olmalıdır.',
  noQuestion: 'Lütfen sorunuzu yazınız.',
  questionTooLong: `Soru en fazla ${REPORT_QUESTION_MAX} karakter olabilir.`,
  noAnswer: 'Lütfen cevabınızı yazınız.',
  answerTooLong: `Cevap en fazla ${REPORT_QUESTION_MAX} karakter olabilir.`,
  notFound: 'Görev bulunamadı.',
  notAssignee: 'Raporu yalnızca göreve atanan avukat yazabilir.',
  notOwner: 'Bu işlemi yalnızca görev sahibi yapabilir.',
  cancelled: 'İptal edilen görev için rapor yazılamaz.',
  tooEarly: 'Rapor, görevin planlanan saatinden sonra yazılabilir.',
  alreadyFiled: 'Bu görev için rapor zaten yazıldı.',
  noReport: 'Bu görev için henüz rapor yazılmadı.',
  alreadyAccepted: 'Rapor zaten onaylandı.',
  alreadyQuestioned: 'Rapor için yalnızca bir soru sorulabilir.',
  noQuestionToAnswer: 'Cevaplanacak bir soru yok.',
  alreadyAnswered: 'Soru zaten cevaplandı.',
  filed: 'Raporunuz görev sahibine iletildi.',
  accepted: 'Rapor onaylandı.',
  questioned: 'Sorunuz avukata iletildi.',
  answered: 'Cevabınız görev sahibine iletildi.',
} as const;

/** The notifications of the report's steps. */
export const reportNotificationTexts = {
  filed: { title: 'Görev Raporu Geldi', message: (place: string) => `${place} görevinin raporu yazıldı.` },
  questioned: {
    title: 'Rapor İçin Soru Var',
    message: (place: string) => `${place} görevinin raporu için görev sahibi bir soru sordu.`,
  },
  answered: {
    title: 'Sorunuz Cevaplandı',
    message: (place: string) => `${place} görevinin raporuyla ilgili sorunuz cevaplandı.`,
  },
  lateAssignee: {
    title: 'Görev Raporu Gecikti',
    message: (place: string) => `${place} görevinin raporunu yazma süresi geçti. Lütfen raporu yazınız.`,
  },
  lateOwner: {
    title: 'Görev Raporu Gecikti',
    message: (place: string) => `${place} görevinin raporu süresinde yazılmadı. Avukata hatırlattık.`,
  },
} as const;

const HOUR_MS = 3_600_000;

/** A task as the report rules read it. */
export interface ReportTask {
  ownerId: number;
  /** The assigned lawyer; null while nobody is. */
  userId: number | null;
  status: MissionStatusCode;
  planDate: string;
  planTime: string | null | undefined;
}

/** When the report of a task is due: its planned instant plus the report hours. */
export function reportDueAt(task: Pick<ReportTask, 'planDate' | 'planTime'>, reportHours: number): Date {
  return new Date(plannedInstant(task.planDate, task.planTime).getTime() + reportHours * HOUR_MS);
}

export type ReportFilingCheck =
  { ok: true } | { ok: false; reason: 'not_assignee' | 'cancelled' | 'too_early' | 'already_filed' };

/**
 * Whether this lawyer may file the task's report now: he is its assigned lawyer, the task is not
 * cancelled (an assigned or a completed one: either party may mark it completed before the report),
 * its planned time has come, and no report is on it yet.
 */
export function canFileReport(
  task: ReportTask & { hasReport: boolean },
  userId: number,
  now: Date,
): ReportFilingCheck {
  if (task.userId === null || task.userId !== userId) return { ok: false, reason: 'not_assignee' };
  if (task.status === MissionStatus.cancelled || task.status === MissionStatus.open) {
    return { ok: false, reason: 'cancelled' };
  }
  if (now.getTime() < plannedInstant(task.planDate, task.planTime).getTime()) {
    return { ok: false, reason: 'too_early' };
  }
  if (task.hasReport) return { ok: false, reason: 'already_filed' };
  return { ok: true };
}

export const reportFilingMessages = {
  not_assignee: reportMessages.notAssignee,
  cancelled: reportMessages.cancelled,
  too_early: reportMessages.tooEarly,
  already_filed: reportMessages.alreadyFiled,
} as const satisfies Record<Exclude<ReportFilingCheck, { ok: true }>['reason'], string>;

/** The stored facts of a report that decide its state. */
export interface ReportFacts {
  filedAt: string;
  dueAt: string;
  questionedAt: string | null;
  answeredAt: string | null;
  acceptedAt: string | null;
}

/**
 * A report's state: filed; questioned (the owner asked, the answer waits); answered; accepted
 * (final, with or without a question before it).
 */
export type ReportState = 'filed' | 'questioned' | 'answered' | 'accepted';

export function reportState(r: Omit<ReportFacts, 'filedAt' | 'dueAt'>): ReportState {
  if (r.acceptedAt) return 'accepted';
  if (r.answeredAt) return 'answered';
  if (r.questionedAt) return 'questioned';
  return 'filed';
}

export const reportStateLabels = {
  filed: 'Onay bekliyor',
  questioned: 'Soru cevap bekliyor',
  answered: 'Cevaplandı',
  accepted: 'Onaylandı',
} as const satisfies Record<ReportState, string>;

/** Whether a report was filed after its due time. */
export const isLateReport = (r: Pick<ReportFacts, 'filedAt' | 'dueAt'>): boolean =>
  new Date(r.filedAt).getTime() > new Date(r.dueAt).getTime();

/** The owner's moves on a report, and the assignee's: who may do what in which state. */
export function reportActions(
  state: ReportState,
  role: 'owner' | 'assignee',
): { accept: boolean; question: boolean; answer: boolean } {
  return {
    accept: role === 'owner' && state !== 'accepted',
    question: role === 'owner' && state === 'filed',
    answer: role === 'assignee' && state === 'questioned',
  };
}

/** The due badge of a task without a report yet: due (time left) or late (time passed). */
export type ReportDueState = { kind: 'due' | 'late'; dueAt: string };

export function reportDueState(dueAt: Date, now: Date): ReportDueState {
  return { kind: now.getTime() > dueAt.getTime() ? 'late' : 'due', dueAt: dueAt.toISOString() };
}

/**
 * The next hearing, as the form sends it (`YYYY-MM-DDTHH:mm`, Istanbul time): its instant, or an
 * error message: a malformed or impossible value, or one not in the future.
 */
export function parseNextHearing(
  value: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; message: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return { ok: false, message: reportMessages.badHearing };
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59) {
    return { ok: false, message: reportMessages.badHearing };
  }
  const at = plannedInstant(value.slice(0, 10), value.slice(11, 16));
  if (at.getTime() <= now.getTime()) return { ok: false, message: reportMessages.pastHearing };
  return { ok: true, at };
}
