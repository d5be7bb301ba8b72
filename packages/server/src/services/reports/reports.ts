import {
  MissionStatus,
  type MissionStatusCode,
  REPORT_MAX_IMAGES,
  type Report,
  type ReportPanel,
  type ReportTask,
  canFileReport,
  fileReportSchema,
  isLateReport,
  lawyerDisplayName,
  outcomeChoicesFor,
  outcomeLabel,
  PDF_MIME_TYPE,
  parseNextHearing,
  plainText,
  reportActions,
  reportDueAt,
  reportFilingMessages,
  reportMessages,
  reportNotificationTexts,
  reportState,
} from '@meslektas/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';
import type { UploadDeps } from '../../uploads/deps.ts';
import { storeImages } from '../../uploads/files.ts';
import type { UploadReader } from '../../uploads/multipart.ts';
import { readTuning } from '../constants.ts';
import type { ReportLateDelivery } from './report-due.ts';
import { taskSummaryColumns, tasksWithPlace } from '../missions/queries.ts';
import { scheduleAutoRelease } from '../guaranteed-payments/auto-release.ts';
import { refreshRecord } from '../reliability/record.ts';
import { releaseOnReportAccepted } from '../guaranteed-payments/guaranteed-payments.ts';
import type { Logger, ServiceDeps } from '../deps.ts';
import type { Notifier } from '../notifier.ts';
import {
  type NotificationInput,
  type OutgoingEvent,
  userChannel,
  writeNotifications,
} from '../notifications/notify.ts';
import { realtimeEvents } from '@meslektas/domain';

/** What the report services take: stored files, the publisher, and the mail for the owner's copy. */
export interface ReportDeps extends UploadDeps, Pick<ServiceDeps, 'publish'> {
  notifier: Pick<Notifier, 'sendEmail'>;
  log: Logger;
}

type Db = Kysely<Database>;
type ReportRow = Selectable<Database['mission_reports']>;

/** A task as the report services read it, with the words that name it in a notice. */
interface ReportedTask extends ReportTask {
  id: number;
  categoryId: number;
  place: string;
}

const notFound = () => new HttpError(404, reportMessages.notFound);
const refuse = (message: string, field?: string) =>
  new HttpError(422, message, field ? { errors: { [field]: [message] } } : undefined);

async function readTask(db: Db, missionId: number): Promise<ReportedTask | undefined> {
  const m = await tasksWithPlace(db)
    .select([...taskSummaryColumns, 'm.category_id'])
    .where('m.id', '=', missionId)
    .executeTakeFirst();
  if (!m) return undefined;
  return {
    id: m.id,
    ownerId: m.owner_id,
    userId: m.user_id,
    status: m.status,
    planDate: m.plan_date,
    planTime: m.plan_time,
    categoryId: m.category_id,
    place: [m.category, m.adliye ?? m.address_name].filter(Boolean).join(' · '),
  };
}

/**
 * The task when the viewer is one of its two parties (its owner, or its assigned lawyer); a 404
 * for anyone else, as for a task that does not exist, so a stranger learns nothing.
 */
async function partyTask(db: Db, missionId: number, viewerId: number) {
  const task = await readTask(db, missionId);
  if (!task || (task.ownerId !== viewerId && task.userId !== viewerId)) throw notFound();
  return { task, role: task.ownerId === viewerId ? ('owner' as const) : ('assignee' as const) };
}

const reportOf = (db: Db, missionId: number) =>
  db.selectFrom('mission_reports').selectAll().where('mission_id', '=', missionId).executeTakeFirst();

/** The report as its two parties see it: labels of its outcomes, its state, signed photo links. */
async function toReport(deps: UploadDeps, row: ReportRow): Promise<Report> {
  const now = deps.now();
  const files = await deps.db
    .selectFrom('files')
    .select(['storage_key', 'visibility', 'owner_id', 'mission_id', 'content_type'])
    .where('mission_id', '=', row.mission_id)
    .where('purpose', '=', 'report')
    .orderBy('id')
    .execute();
  const facts = {
    filedAt: row.filed_at,
    dueAt: row.due_at,
    questionedAt: row.questioned_at,
    answeredAt: row.answered_at,
    acceptedAt: row.accepted_at,
  };
  return {
    id: row.id,
    mission_id: row.mission_id,
    user_id: row.user_id,
    outcomes: (JSON.parse(row.outcomes) as string[]).map((code) => ({ code, label: outcomeLabel(code) })),
    note: row.note,
    next_hearing_at: row.next_hearing_at,
    filed_at: row.filed_at,
    due_at: row.due_at,
    late: isLateReport(facts),
    question: row.question,
    questioned_at: row.questioned_at,
    answer: row.answer,
    answered_at: row.answered_at,
    accepted_at: row.accepted_at,
    state: reportState(facts),
    images: files.map((file) => ({
      url: deps.urls.forViewer(file, now),
      kind: file.content_type === PDF_MIME_TYPE ? ('pdf' as const) : ('image' as const),
    })),
  };
}

async function panelOf(
  deps: UploadDeps,
  task: ReportedTask,
  role: 'owner' | 'assignee',
  viewerId: number,
): Promise<ReportPanel> {
  const row = await reportOf(deps.db, task.id);
  const now = deps.now();
  const report = row ? await toReport(deps, row) : null;
  const dueAt = row ? new Date(row.due_at) : reportDueAt(task, (await readTuning(deps.db)).rapor_suresi_saat);
  return {
    role,
    report,
    due_at: dueAt.toISOString(),
    can_file: canFileReport({ ...task, hasReport: row !== undefined }, viewerId, now).ok,
    choices: [...outcomeChoicesFor(task.categoryId)],
    actions: report ? reportActions(report.state, role) : { accept: false, question: false, answer: false },
  };
}

/** GET missions/{id}/report: the report and its thread, for the task's two parties only. */
export async function readReport(
  deps: UploadDeps,
  missionId: number,
  viewerId: number,
): Promise<ReportPanel> {
  const { task, role } = await partyTask(deps.db, missionId, viewerId);
  return panelOf(deps, task, role, viewerId);
}

/** A free text as stored: tags removed, trimmed; empty is none. */
function cleanText(value: string | undefined): string | null {
  if (value === undefined) return null;
  return plainText(value).trim() || null;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST missions/{id}/report: the assigned lawyer files the report once the planned time has come
 * (rules/reports.ts canFileReport). Its outcomes must be of the task's category, the next hearing
 * ahead; the photos are checked and re-encoded like every upload, stored private and linked to the
 * task (so its two parties, and nobody else, open them). The report and its photos are written in
 * one transaction; the owner is told after it commits.
 */
export async function fileReport(
  deps: ReportDeps,
  read: UploadReader,
  missionId: number,
  userId: number,
): Promise<{ status: 'true'; message: string; data: ReportPanel }> {
  const { task, role } = await partyTask(deps.db, missionId, userId);
  const now = deps.now();
  const check = canFileReport(
    { ...task, hasReport: (await reportOf(deps.db, task.id)) !== undefined },
    userId,
    now,
  );
  if (!check.ok) {
    // The owner is a party but never the author: forbidden, not a form error.
    if (role === 'owner') throw new HttpError(403, reportMessages.notAssignee);
    throw refuse(reportFilingMessages[check.reason]);
  }
  const { fields, images } = await read({
    field: 'images',
    maxFiles: REPORT_MAX_IMAGES,
    purpose: 'report',
    required: false,
    documents: true,
  });
  const outcomes = fields.outcomes ?? fields['outcomes[]'];
  const payload = fileReportSchema.parse({
    outcomes,
    note: single(fields.note),
    next_hearing_at: single(fields.next_hearing_at),
  });
  const allowed = new Set(outcomeChoicesFor(task.categoryId).map((c) => c.code));
  if (payload.outcomes.some((code) => !allowed.has(code))) {
    throw refuse(reportMessages.unknownOutcome, 'outcomes');
  }
  let nextHearing: string | null = null;
  if (payload.next_hearing_at) {
    const parsed = parseNextHearing(payload.next_hearing_at, now);
    if (!parsed.ok) throw refuse(parsed.message, 'next_hearing_at');
    nextHearing = parsed.at.toISOString();
  }
  const dueAt = reportDueAt(task, (await readTuning(deps.db)).rapor_suresi_saat);
  const events: OutgoingEvent[] = [];
  try {
    await storeImages(
      deps,
      images,
      { purpose: 'report', visibility: 'private', ownerId: userId, missionId: task.id },
      async (trx) => {
        await trx
          .insertInto('mission_reports')
          .values({
            mission_id: task.id,
            user_id: userId,
            outcomes: JSON.stringify([...new Set(payload.outcomes)]),
            note: cleanText(payload.note),
            next_hearing_at: nextHearing,
            filed_at: now.toISOString(),
            due_at: dueAt.toISOString(),
          })
          .execute();
        // A held guaranteed payment is released on its own some hours later unless disputed.
        await scheduleAutoRelease(trx, task.id, now);
        // Whether it came on time counts on his reliability record.
        await refreshRecord(trx, userId, now);
        events.push(...(await tellParty(trx, task, task.ownerId, 'filed', now)));
      },
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(reportMessages.alreadyFiled);
    throw err;
  }
  await deps.publish(events);
  await mailOwner(deps, task);
  return { status: 'true', message: reportMessages.filed, data: await panelOf(deps, task, role, userId) };
}

const noticeOf = {
  filed: { type: 'report_filed', texts: reportNotificationTexts.filed },
  questioned: { type: 'report_questioned', texts: reportNotificationTexts.questioned },
  answered: { type: 'report_answered', texts: reportNotificationTexts.answered },
} as const;

/**
 * The notification (with its push) to one party inside the step's transaction, and the live
 * `mission-updated` to both parties, so an open task detail refreshes its report.
 */
async function tellParty(
  trx: Db,
  task: ReportedTask,
  to: number,
  step: keyof typeof noticeOf,
  now: Date,
): Promise<OutgoingEvent[]> {
  const { type, texts } = noticeOf[step];
  const input: NotificationInput = {
    type,
    missionId: task.id,
    title: texts.title,
    message: texts.message(task.place),
  };
  const written = await writeNotifications(trx, [to], input, now);
  const parties = [task.ownerId, ...(task.userId === null ? [] : [task.userId])];
  return [
    ...written,
    {
      channels: parties.map(userChannel),
      event: realtimeEvents.missionUpdated,
      data: { missionId: task.id, missionStatus: task.status, change: `report_${step}` },
    },
  ];
}

/** The owner's e-mail copy of a filed report, when he has a verified address; a failure is logged. */
async function mailOwner(deps: ReportDeps, task: ReportedTask): Promise<void> {
  const owner = await deps.db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'deleted'])
    .where('id', '=', task.ownerId)
    .executeTakeFirst();
  if (!owner?.email || !owner.email_verified_at || owner.deleted !== 0) return;
  const assignee = task.userId
    ? await deps.db.selectFrom('users').select('name').where('id', '=', task.userId).executeTakeFirst()
    : undefined;
  const texts = reportNotificationTexts.filed;
  const by = assignee ? `${lawyerDisplayName(assignee.name)} tarafından ` : '';
  try {
    await deps.notifier.sendEmail(
      owner.email,
      texts.title,
      `${task.place} görevinin raporu ${by}yazıldı. Raporu görev detayında okuyup onaylayabilir veya bir soru sorabilirsiniz.`,
    );
  } catch (err) {
    deps.log.error({ err, missionId: task.id }, 'report e-mail not sent');
  }
}

/** The report of a task whose party the viewer is, in the role the step needs; 422 when there is none. */
async function reportForStep(
  deps: UploadDeps,
  missionId: number,
  viewerId: number,
  need: 'owner' | 'assignee',
) {
  const { task, role } = await partyTask(deps.db, missionId, viewerId);
  if (role !== need)
    throw new HttpError(403, need === 'owner' ? reportMessages.notOwner : reportMessages.notAssignee);
  const row = await reportOf(deps.db, task.id);
  if (!row) throw refuse(reportMessages.noReport);
  return { task, role, row };
}

/**
 * Marks the report accepted inside the caller's transaction: true when this call accepted it, false
 * when it already was. Everything that follows an owner's acceptance (releasing a held payment,
 * issue #28) belongs in the same transaction, after this returns true.
 */
async function markReportAccepted(trx: Db, reportId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('mission_reports')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', reportId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * POST missions/{id}/report/accept: "report accepted", the owner's one step that closes the
 * report. It does not change the task's status (either party still marks the task completed, as
 * the spec's flow has it); it is the single place where acceptance happens.
 */
export async function acceptReport(
  deps: ReportDeps,
  missionId: number,
  userId: number,
): Promise<{ status: 'true'; message: string; data: ReportPanel }> {
  const { task, role, row } = await reportForStep(deps, missionId, userId, 'owner');
  const now = deps.now();
  // A held guaranteed payment is released with the acceptance, or neither happens.
  const released = await deps.db
    .transaction()
    .execute(async (trx) =>
      (await markReportAccepted(trx, row.id, now)) ? releaseOnReportAccepted(trx, task.id, now) : null,
    );
  if (!released) throw refuse(reportMessages.alreadyAccepted);
  await deps.publish([...acceptedEvents(task), ...released]);
  return { status: 'true', message: reportMessages.accepted, data: await panelOf(deps, task, role, userId) };
}

function acceptedEvents(task: ReportedTask): OutgoingEvent[] {
  const parties = [task.ownerId, ...(task.userId === null ? [] : [task.userId])];
  return [
    {
      channels: parties.map(userChannel),
      event: realtimeEvents.missionUpdated,
      data: { missionId: task.id, missionStatus: task.status, change: 'report_accepted' },
    },
  ];
}

/** POST missions/{id}/report/question: the owner's one follow-up question, while not accepted. */
export async function askReportQuestion(
  deps: ReportDeps,
  missionId: number,
  userId: number,
  question: string,
): Promise<{ status: 'true'; message: string; data: ReportPanel }> {
  const { task, role, row } = await reportForStep(deps, missionId, userId, 'owner');
  if (row.accepted_at) throw refuse(reportMessages.alreadyAccepted);
  if (row.questioned_at) throw refuse(reportMessages.alreadyQuestioned, 'question');
  const text = cleanText(question);
  if (!text) throw refuse(reportMessages.noQuestion, 'question');
  const now = deps.now();
  const events = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('mission_reports')
      .set({ question: text, questioned_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('questioned_at', 'is', null)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw refuse(reportMessages.alreadyQuestioned, 'question');
    return task.userId === null ? [] : tellParty(trx, task, task.userId, 'questioned', now);
  });
  await deps.publish(events);
  return {
    status: 'true',
    message: reportMessages.questioned,
    data: await panelOf(deps, task, role, userId),
  };
}

/** POST missions/{id}/report/answer: the assignee answers the question, once. */
export async function answerReportQuestion(
  deps: ReportDeps,
  missionId: number,
  userId: number,
  answer: string,
): Promise<{ status: 'true'; message: string; data: ReportPanel }> {
  const { task, role, row } = await reportForStep(deps, missionId, userId, 'assignee');
  if (!row.questioned_at) throw refuse(reportMessages.noQuestionToAnswer);
  if (row.answered_at) throw refuse(reportMessages.alreadyAnswered, 'answer');
  const text = cleanText(answer);
  if (!text) throw refuse(reportMessages.noAnswer, 'answer');
  const now = deps.now();
  const events = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('mission_reports')
      .set({ answer: text, answered_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw refuse(reportMessages.alreadyAnswered, 'answer');
    return tellParty(trx, task, task.ownerId, 'answered', now);
  });
  await deps.publish(events);
  return { status: 'true', message: reportMessages.answered, data: await panelOf(deps, task, role, userId) };
}

/**
 * Runs at the report's due time: when the task is still his (assigned or completed, not
 * cancelled) and no report was filed, both parties get one notification with its push. The
 * delivery runs once (deliveries.ts), so each is reminded once.
 */
export async function remindLateReport(
  db: Db,
  deps: Pick<ServiceDeps, 'now' | 'publish'>,
  delivery: ReportLateDelivery,
): Promise<void> {
  const task = await readTask(db, delivery.missionId);
  if (!task || task.userId !== delivery.assigneeId) return;
  const live: MissionStatusCode[] = [MissionStatus.assigned, MissionStatus.completed];
  if (!live.includes(task.status)) return;
  if (await reportOf(db, task.id)) return;
  const now = deps.now();
  const assigneeId = delivery.assigneeId;
  const events = await db.transaction().execute(async (trx) => {
    const late = reportNotificationTexts;
    return [
      ...(await writeNotifications(
        trx,
        [assigneeId],
        {
          type: 'report_late',
          missionId: task.id,
          title: late.lateAssignee.title,
          message: late.lateAssignee.message(task.place),
        },
        now,
      )),
      ...(await writeNotifications(
        trx,
        [task.ownerId],
        {
          type: 'report_late',
          missionId: task.id,
          title: late.lateOwner.title,
          message: late.lateOwner.message(task.place),
        },
        now,
      )),
    ];
  });
  await deps.publish(events);
}
