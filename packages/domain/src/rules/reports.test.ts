import { describe, expect, it } from 'vitest';
import { fileReportSchema, reportAnswerSchema, reportQuestionSchema } from '../contract/calls/reports.ts';
import { MissionStatus } from './mission-status.ts';
import {
  REPORT_NOTE_MAX,
  canFileReport,
  isLateReport,
  outcomeChoicesFor,
  outcomeLabel,
  parseNextHearing,
  reportActions,
  reportDueAt,
  reportDueState,
  reportMessages,
  reportState,
} from './reports.ts';

// 28 November 2026, 14:00 in Istanbul (UTC+3).
const planned = { planDate: '2026-11-28', planTime: '14:00' };
const at = (iso: string) => new Date(iso);

describe('outcome choices per category', () => {
  it.each([
    [1, ['attended', 'postponed', 'decided', 'not_held', 'not_done']],
    [2, ['file_reviewed', 'copies_taken', 'file_not_found', 'not_done']],
    [3, ['delivered', 'not_done']],
    [99, ['done', 'not_done']],
    [null, ['done', 'not_done']],
  ] as const)('category %s offers %j', (category, codes) => {
    expect(outcomeChoicesFor(category).map((c) => c.code)).toEqual(codes);
  });

  it('labels in Turkish, and keeps an unknown code as it is', () => {
    expect(outcomeLabel('attended')).toBe('Duruşmaya katılındı');
    expect(outcomeLabel('postponed')).toBe('Ertelendi');
    expect(outcomeLabel('delivered')).toBe('Evrak teslim edildi');
    expect(outcomeLabel('gone')).toBe('gone');
  });
});

describe('when a report is due', () => {
  it.each([
    [24, '2026-11-29T11:00:00.000Z'],
    [1, '2026-11-28T12:00:00.000Z'],
  ])('%i hours after the planned time', (hours, due) => {
    expect(reportDueAt(planned, hours).toISOString()).toBe(due);
  });

  it('counts a task without a time from 09:00', () => {
    expect(reportDueAt({ planDate: '2026-11-28', planTime: null }, 24).toISOString()).toBe(
      '2026-11-29T06:00:00.000Z',
    );
  });

  it.each([
    ['2026-11-29T10:59:00.000Z', 'due'],
    ['2026-11-29T11:00:00.000Z', 'due'],
    ['2026-11-29T11:01:00.000Z', 'late'],
  ] as const)('at %s the badge is %s', (now, kind) => {
    expect(reportDueState(reportDueAt(planned, 24), at(now)).kind).toBe(kind);
  });

  it.each([
    ['2026-11-29T11:00:00.000Z', false],
    ['2026-11-29T11:00:01.000Z', true],
  ])('filed at %s: late %s', (filedAt, late) => {
    expect(isLateReport({ filedAt, dueAt: '2026-11-29T11:00:00.000Z' })).toBe(late);
  });
});

describe('who may file a report, and when', () => {
  const task = { ...planned, ownerId: 1, userId: 2, status: MissionStatus.assigned, hasReport: false };
  const after = at('2026-11-28T11:00:00.000Z');
  it.each([
    ['the assignee after the planned time', task, 2, after, { ok: true }],
    [
      'the assignee of a completed task',
      { ...task, status: MissionStatus.completed },
      2,
      after,
      { ok: true },
    ],
    ['the owner', task, 1, after, { ok: false, reason: 'not_assignee' }],
    ['a stranger', task, 3, after, { ok: false, reason: 'not_assignee' }],
    ['nobody assigned', { ...task, userId: null }, 2, after, { ok: false, reason: 'not_assignee' }],
    [
      'a cancelled task',
      { ...task, status: MissionStatus.cancelled },
      2,
      after,
      { ok: false, reason: 'cancelled' },
    ],
    ['before the planned time', task, 2, at('2026-11-28T10:59:00.000Z'), { ok: false, reason: 'too_early' }],
    ['a second report', { ...task, hasReport: true }, 2, after, { ok: false, reason: 'already_filed' }],
  ] as const)('%s', (_name, t, userId, now, expected) => {
    expect(canFileReport(t, userId, now)).toEqual(expected);
  });
});

describe('a report’s states and the moves in each', () => {
  const none = { questionedAt: null, answeredAt: null, acceptedAt: null };
  const x = '2026-11-28T12:00:00.000Z';
  it.each([
    [
      none,
      'filed',
      { accept: true, question: true, answer: false },
      { accept: false, question: false, answer: false },
    ],
    [
      { ...none, questionedAt: x },
      'questioned',
      { accept: true, question: false, answer: false },
      { accept: false, question: false, answer: true },
    ],
    [
      { ...none, questionedAt: x, answeredAt: x },
      'answered',
      { accept: true, question: false, answer: false },
      { accept: false, question: false, answer: false },
    ],
    [
      { ...none, acceptedAt: x },
      'accepted',
      { accept: false, question: false, answer: false },
      { accept: false, question: false, answer: false },
    ],
    [
      { questionedAt: x, answeredAt: x, acceptedAt: x },
      'accepted',
      { accept: false, question: false, answer: false },
      { accept: false, question: false, answer: false },
    ],
  ] as const)('%j is %s', (facts, state, owner, assignee) => {
    expect(reportState(facts)).toBe(state);
    expect(reportActions(state, 'owner')).toEqual(owner);
    expect(reportActions(state, 'assignee')).toEqual(assignee);
  });
});

describe('the next hearing', () => {
  const now = at('2026-11-28T12:00:00.000Z');
  it.each([
    ['2027-01-15T10:30', { ok: true, at: at('2027-01-15T07:30:00.000Z') }],
    ['2027-01-15 10:30', { ok: true, at: at('2027-01-15T07:30:00.000Z') }],
    ['2026-11-28T15:00', { ok: false, message: reportMessages.pastHearing }],
    ['2026-11-27T16:00', { ok: false, message: reportMessages.pastHearing }],
    ['2027-02-30T10:00', { ok: false, message: reportMessages.badHearing }],
    ['2027-01-15T25:00', { ok: false, message: reportMessages.badHearing }],
    ['yarın', { ok: false, message: reportMessages.badHearing }],
  ] as const)('%s', (value, expected) => {
    expect(parseNextHearing(value, now)).toEqual(expected);
  });
});

describe('the report calls’ fields', () => {
  const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
  it('takes one outcome or several, and drops empty texts', () => {
    expect(fileReportSchema.parse({ outcomes: 'attended', note: '  ', next_hearing_at: '' })).toEqual({
      outcomes: ['attended'],
    });
    expect(fileReportSchema.parse({ outcomes: ['attended', 'postponed'], note: ' Ertelendi. ' })).toEqual({
      outcomes: ['attended', 'postponed'],
      note: 'Ertelendi.',
    });
  });

  it.each([
    [{}, reportMessages.noOutcome],
    [{ outcomes: [] }, reportMessages.noOutcome],
    [{ outcomes: ['attended'], note: 'a'.repeat(REPORT_NOTE_MAX + 1) }, reportMessages.noteTooLong],
    [{ outcomes: ['attended'], next_hearing_at: 'x'.repeat(21) }, reportMessages.badHearing],
  ])('refuses %j in Turkish', (input, message) => {
    expect(firstMessage(fileReportSchema.safeParse(input))).toBe(message);
  });

  it.each([
    [reportQuestionSchema, { question: '  ' }, reportMessages.noQuestion],
    [reportQuestionSchema, { question: 'a'.repeat(1001) }, reportMessages.questionTooLong],
    [reportAnswerSchema, {}, reportMessages.noAnswer],
    [reportAnswerSchema, { answer: 'a'.repeat(1001) }, reportMessages.answerTooLong],
  ] as const)('a question or answer: %#', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });
});
