/**
 * Outcome reports (issue #27): the assigned lawyer's report on what happened at the errand, the
 * owner's acceptance or single follow-up question, and its answer. Only the task's two parties
 * read or write it.
 */
import { z } from 'zod';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyToUndefined, idField, obj, trimmed } from '../fields.ts';
import {
  REPORT_NOTE_MAX,
  REPORT_MAX_IMAGES,
  REPORT_QUESTION_MAX,
  reportMessages,
} from '../../rules/reports.ts';

const tag = 'Görev Raporu';

/** The `:id` of missions/{id}/report: a task the caller is a party of. */
const missionParam = obj({ id: idField(reportMessages.notFound) });

const outcomeSchema = z.object({ code: z.string(), label: z.string() });

/** A stored report as its two parties see it. */
export const reportSchema = z.object({
  id: z.number().int(),
  mission_id: z.number().int(),
  user_id: z.number().int(),
  outcomes: z.array(outcomeSchema),
  note: z.string().nullable(),
  /** ISO-8601. */
  next_hearing_at: z.string().nullable(),
  filed_at: z.string(),
  due_at: z.string(),
  late: z.boolean(),
  question: z.string().nullable(),
  questioned_at: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  state: z.enum(['filed', 'questioned', 'answered', 'accepted']),
  /** Signed addresses of the attachments (photos, PDF documents), for the two parties. */
  images: z.array(z.object({ url: z.string(), kind: z.enum(['image', 'pdf']) })),
});
export type Report = z.infer<typeof reportSchema>;

/** What the task detail shows about its report: the report, or what the viewer may do before it. */
export const reportPanelSchema = z.object({
  role: z.enum(['owner', 'assignee']),
  report: reportSchema.nullable(),
  /** The report's due time (planned time + the report hours), ISO-8601. */
  due_at: z.string(),
  /** The assignee may write it now ('Rapor yaz'). */
  can_file: z.boolean(),
  /** The outcomes the form offers for the task's category. */
  choices: z.array(outcomeSchema),
  actions: z.object({ accept: z.boolean(), question: z.boolean(), answer: z.boolean() }),
});
export type ReportPanel = z.infer<typeof reportPanelSchema>;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => emptyToUndefined(trimmed(v)),
    z.string({ error: message }).max(max, { error: message }).optional(),
  );

/**
 * The text fields of a report (multipart: `outcomes[]`, `note`, `next_hearing_at`
 * `YYYY-MM-DDTHH:mm` Istanbul time; photos under `images[]`). Whether the outcomes belong to the
 * task's category and the hearing lies ahead are checked on the server, which knows both.
 */
export const fileReportSchema = obj({
  outcomes: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z.string({ error: reportMessages.unknownOutcome }).max(40, { error: reportMessages.unknownOutcome }),
      )
      .min(1, { error: reportMessages.noOutcome })
      .max(10, { error: reportMessages.unknownOutcome }),
  ),
  note: optionalText(REPORT_NOTE_MAX, reportMessages.noteTooLong),
  next_hearing_at: optionalText(20, reportMessages.badHearing),
});
export type FileReportRequest = z.input<typeof fileReportSchema>;

const requiredLine = (max: number, empty: string, tooLong: string) =>
  z.preprocess(trimmed, z.string({ error: empty }).min(1, { error: empty }).max(max, { error: tooLong }));

export const reportQuestionSchema = obj({
  question: requiredLine(REPORT_QUESTION_MAX, reportMessages.noQuestion, reportMessages.questionTooLong),
});
export const reportAnswerSchema = obj({
  answer: requiredLine(REPORT_QUESTION_MAX, reportMessages.noAnswer, reportMessages.answerTooLong),
});

const done = z.object({ status: z.literal('true'), message: z.string(), data: reportPanelSchema });

export const reportCalls = {
  read: endpoint({
    method: 'GET',
    path: '/missions/:id/report',
    summary: 'Görevin raporu ve soru-cevabı (yalnızca iki tarafa); rapor yoksa yazılabilirliği ve süresi',
    tag,
    access: 'lawyer',
    params: missionParam,
    response: dataEnvelope(reportPanelSchema),
  }),
  file: endpoint({
    method: 'POST',
    path: '/missions/:id/report',
    summary: `Atanan avukat, planlanan saatten sonra görev raporunu yazar (multipart: outcomes[], note, next_hearing_at; en fazla ${REPORT_MAX_IMAGES} resim veya PDF, alan adı images[])`,
    tag,
    access: 'lawyer',
    params: missionParam,
    multipart: { files: { images: { maxFiles: REPORT_MAX_IMAGES } } },
    response: done,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/missions/:id/report/accept',
    summary: 'Görev sahibi raporu onaylar',
    tag,
    access: 'lawyer',
    params: missionParam,
    response: done,
  }),
  question: endpoint({
    method: 'POST',
    path: '/missions/:id/report/question',
    summary: 'Görev sahibi rapor için bir kez soru sorar',
    tag,
    access: 'lawyer',
    params: missionParam,
    body: reportQuestionSchema,
    response: done,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/missions/:id/report/answer',
    summary: 'Atanan avukat sorulan soruyu bir kez cevaplar',
    tag,
    access: 'lawyer',
    params: missionParam,
    body: reportAnswerSchema,
    response: done,
  }),
};
