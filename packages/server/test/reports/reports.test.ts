import { MissionStatus, api, imageMessages, realtimeEvents, reportMessages } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { type Person, assignedTask, createDisputeApp, image, text } from '../disputes/setup.ts';
import { insertApplication, insertMission } from '../helpers/missions.ts';
import { rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';
import { signedInUser } from '../helpers/users.ts';
import { readExport } from '../kvkk/setup.ts';
import type { Part } from '../uploads/multipart.ts';
import { postMultipart } from '../uploads/setup.ts';

const ctx = suite(() => createDisputeApp());

/** 12:00 in Istanbul; the tasks below are planned at 11:00 the same day. */
const NOON = new Date('2026-03-10T09:00:00.000Z');
const HOUR = 3_600_000;

async function task(status: (typeof MissionStatus)[keyof typeof MissionStatus] = MissionStatus.assigned) {
  ctx.clock.set(NOON);
  const t = await assignedTask(ctx, status);
  await ctx.app.db
    .updateTable('missions')
    .set({ plan_date: '2026-03-10', plan_time: '11:00', category_id: 1 })
    .where('id', '=', t.missionId)
    .execute();
  return t;
}

const file = (who: Person, missionId: number, parts: Part[]) =>
  postMultipart(ctx.app, `/api/missions/${missionId}/report`, parts, who.headers);
const read = (who: Person, missionId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/missions/${missionId}/report`, headers: who.headers });
const step = (who: Person, missionId: number, name: 'accept' | 'question' | 'answer', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/missions/${missionId}/report/${name}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

const outcomes = (...codes: string[]) => codes.map((value) => ({ name: 'outcomes[]', value }));

/** The task's two parties open a report file with their tokens (their answers are returned); the others get 404. */
async function openedByPartiesOnly(t: Awaited<ReturnType<typeof task>>, key: string) {
  const opened = [];
  for (const [who, status] of [
    [t.owner, 200],
    [t.assignee, 200],
    [t.applicant, 404],
    [t.stranger, 404],
  ] as const) {
    const got = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}`, headers: who.headers });
    expect(got.statusCode).toBe(status);
    if (status === 200) opened.push(got);
  }
  return opened;
}

describe('filing a report', () => {
  it('the assignee files one with choices, text, the next hearing and a photo; the owner is told everywhere', async () => {
    const t = await task();
    await ctx.app.db
      .updateTable('users')
      .set({ email: 'ayse@example.com', email_verified_at: NOON.toISOString() })
      .where('id', '=', t.owner.user.id)
      .execute();
    const before = ctx.broadcaster.events.length;
    const res = await file(t.assignee, t.missionId, [
      ...outcomes('attended', 'postponed'),
      ...text({ note: '<b>Duruşma</b> ertelendi, tanık dinlenecek.', next_hearing_at: '2026-04-02T10:30' }),
      await image('zapt.png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json().data;
    expect(panel.report).toMatchObject({
      outcomes: [
        { code: 'attended', label: 'Duruşmaya katılındı' },
        { code: 'postponed', label: 'Ertelendi' },
      ],
      note: 'Duruşma ertelendi, tanık dinlenecek.',
      next_hearing_at: '2026-04-02T07:30:00.000Z',
      due_at: '2026-03-11T08:00:00.000Z',
      late: false,
      state: 'filed',
    });
    expect(panel.report.images).toHaveLength(1);

    const notes = await rowsOf(ctx.app, 'notifications', { type: 'report_filed' }, ['user_id']);
    expect(notes).toContainEqual({ user_id: t.owner.user.id });
    const published = ctx.broadcaster.events.slice(before);
    expect(published.map((e) => e.event)).toEqual(
      expect.arrayContaining([realtimeEvents.notification, realtimeEvents.missionUpdated]),
    );
    const mails = await rowsOf(ctx.app, 'outbox', { recipient: 'ayse@example.com' }, ['subject']);
    expect(mails).toEqual([{ subject: 'Görev Raporu Geldi' }]);

    // Both parties open the photo with their tokens; others do not, and the signed URL works alone.
    const key = (
      await rowsOf(ctx.app, 'files', { mission_id: t.missionId, purpose: 'report' }, ['storage_key'])
    )[0]!.storage_key;
    await openedByPartiesOnly(t, key);
    const signed = await ctx.app.inject({
      method: 'GET',
      url:
        new URL(panel.report.images[0].url, 'http://x').pathname +
        new URL(panel.report.images[0].url, 'http://x').search,
    });
    expect(signed.statusCode).toBe(200);
  });

  it.each([
    ['no outcome', text({ note: 'x' }), 'outcomes', reportMessages.noOutcome],
    ['an outcome of another category', outcomes('delivered'), 'outcomes', reportMessages.unknownOutcome],
    [
      'a past next hearing',
      [...outcomes('attended'), ...text({ next_hearing_at: '2026-03-09T10:00' })],
      'next_hearing_at',
      reportMessages.pastHearing,
    ],
    [
      'an impossible next hearing',
      [...outcomes('attended'), ...text({ next_hearing_at: '2026-02-30T10:00' })],
      'next_hearing_at',
      reportMessages.badHearing,
    ],
    [
      'a long note',
      [...outcomes('attended'), ...text({ note: 'a'.repeat(3001) })],
      'note',
      reportMessages.noteTooLong,
    ],
  ])('refuses %s with a Turkish field error', async (_name, parts, field, message) => {
    const t = await task();
    const res = await file(t.assignee, t.missionId, parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await rowsOf(ctx.app, 'mission_reports', { mission_id: t.missionId }, ['id'])).toEqual([]);
  });

  it('refuses before the planned time, on a cancelled task, and a second report', async () => {
    const early = await task();
    ctx.clock.set(new Date(NOON.getTime() - 2 * HOUR));
    const tooEarly = await file(early.assignee, early.missionId, outcomes('attended'));
    expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([422, reportMessages.tooEarly]);

    const cancelled = await task(MissionStatus.cancelled);
    const refused = await file(cancelled.assignee, cancelled.missionId, outcomes('attended'));
    expect([refused.statusCode, refused.json().message]).toEqual([422, reportMessages.cancelled]);

    const t = await task();
    expect((await file(t.assignee, t.missionId, outcomes('attended'))).statusCode).toBe(200);
    const again = await file(t.assignee, t.missionId, outcomes('decided'));
    expect([again.statusCode, again.json().message]).toEqual([422, reportMessages.alreadyFiled]);
  });

  it('marks a report filed after its due time late', async () => {
    const t = await task();
    ctx.clock.set(new Date(NOON.getTime() + 25 * HOUR));
    const res = await file(t.assignee, t.missionId, outcomes('attended'));
    expect(res.json().data.report.late).toBe(true);
  });
});

/** A small PDF, as a scanner or a phone writes one: header, one empty page, trailer and `%%EOF`. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const pdf = (filename: string, data = pdfBytes): Part => ({
  name: 'images[]',
  filename,
  contentType: 'application/pdf',
  data,
});

describe('a report with a PDF document', () => {
  it('takes a PDF beside a photo and serves it, as a download, to both parties and nobody else', async () => {
    const t = await task();
    const res = await file(t.assignee, t.missionId, [
      ...outcomes('attended'),
      pdf('tutanak.pdf'),
      await image('zapt.png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const attachments = res.json().data.report.images as { url: string; kind: string }[];
    expect(attachments.map((a) => a.kind)).toEqual(['pdf', 'image']);

    const [stored] = await rowsOf(
      ctx.app,
      'files',
      { mission_id: t.missionId, content_type: 'application/pdf' },
      ['storage_key', 'visibility', 'byte_size'],
    );
    expect(stored).toMatchObject({ visibility: 'private', byte_size: pdfBytes.length });
    const key = stored!.storage_key;
    for (const got of await openedByPartiesOnly(t, key)) {
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
      expect(got.rawPayload.equals(pdfBytes)).toBe(true);
    }
    // The owner reads the report with the same signed link, which opens on its own.
    const read_ = (await read(t.owner, t.missionId)).json().data.report.images[0].url as string;
    const link = new URL(read_, 'http://x');
    const signed = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');

    // His KVKK export lists both attachments and carries the PDF as it came.
    const exported = readExport(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api${api.kvkk.exportData.path}`,
          headers: t.assignee.headers,
        })
      ).rawPayload,
    );
    const reportFiles = exported.data.dosyalar.filter((f) => f.purpose === 'report');
    expect(reportFiles.map((f) => f.content_type)).toEqual(['application/pdf', 'image/png']);
    const bytes = exported.entries[reportFiles[0]?.path ?? ''];
    expect(bytes && Buffer.from(bytes).equals(pdfBytes)).toBe(true);
  });

  it.each([
    [
      'a text file named .pdf',
      Buffer.from('Bu bir PDF değil, yalnızca metin.\n'),
      imageMessages.wrongDocumentKind,
    ],
    ['a PDF header without its end', pdfBytes.subarray(0, 60), imageMessages.unreadablePdf],
  ])('refuses %s with a Turkish 422 and stores nothing', async (_name, data, message) => {
    const t = await task();
    const res = await file(t.assignee, t.missionId, [...outcomes('attended'), pdf('sahte.pdf', data)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toEqual([message]);
    expect(await rowsOf(ctx.app, 'mission_reports', { mission_id: t.missionId }, ['id'])).toEqual([]);
    expect(await rowsOf(ctx.app, 'files', { mission_id: t.missionId }, ['id'])).toEqual([]);
  });

  it('still takes at most three attachments, PDFs counted with photos', async () => {
    const t = await task();
    const res = await file(t.assignee, t.missionId, [
      ...outcomes('attended'),
      pdf('a.pdf'),
      pdf('b.pdf'),
      await image('c.png'),
      pdf('d.pdf'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(await rowsOf(ctx.app, 'files', { mission_id: t.missionId }, ['id'])).toEqual([]);
  });
});

describe('who may read and act on a report', () => {
  it.each([
    ['owner', 200, 403, 200],
    ['assignee', 200, 200, 403],
    ['applicant', 404, 404, 404],
    ['stranger', 404, 404, 404],
  ] as const)('the %s: read %i, file %i, accept %i', async (role, readStatus, fileStatus, acceptStatus) => {
    const t = await task();
    const filed = await file(t[role], t.missionId, outcomes('attended'));
    expect(filed.statusCode).toBe(fileStatus);
    if (fileStatus !== 200)
      expect((await file(t.assignee, t.missionId, outcomes('attended'))).statusCode).toBe(200);
    expect((await read(t[role], t.missionId)).statusCode).toBe(readStatus);
    expect((await step(t[role], t.missionId, 'accept')).statusCode).toBe(acceptStatus);
    const accepted = await rowsOf(ctx.app, 'mission_reports', { mission_id: t.missionId }, ['accepted_at']);
    expect(accepted[0]!.accepted_at !== null).toBe(acceptStatus === 200);
  });

  it('answers 404 for a task that does not exist', async () => {
    const t = await task();
    expect((await read(t.owner, 999_999)).statusCode).toBe(404);
  });
});

describe('the thread: one question, one answer, acceptance', () => {
  it('the owner asks once, the assignee answers once, the owner accepts; each is told', async () => {
    const t = await task();
    await file(t.assignee, t.missionId, outcomes('attended'));
    const before = await read(t.owner, t.missionId);
    expect(before.json().data.actions).toEqual({ accept: true, question: true, answer: false });

    const asked = await step(t.owner, t.missionId, 'question', { question: 'Ara karar ne oldu?' });
    expect(asked.json().data.report).toMatchObject({ question: 'Ara karar ne oldu?', state: 'questioned' });
    expect(await rowsOf(ctx.app, 'notifications', { type: 'report_questioned' }, ['user_id'])).toContainEqual(
      {
        user_id: t.assignee.user.id,
      },
    );
    const second = await step(t.owner, t.missionId, 'question', { question: 'Bir de?' });
    expect([second.statusCode, second.json().errors.question]).toEqual([
      422,
      [reportMessages.alreadyQuestioned],
    ]);
    expect((await step(t.owner, t.missionId, 'question', { question: ' ' })).statusCode).toBe(422);

    const answered = await step(t.assignee, t.missionId, 'answer', {
      answer: 'Bilirkişi incelemesine karar verildi.',
    });
    expect(answered.json().data.report).toMatchObject({
      state: 'answered',
      answer: 'Bilirkişi incelemesine karar verildi.',
    });
    expect(await rowsOf(ctx.app, 'notifications', { type: 'report_answered' }, ['user_id'])).toContainEqual({
      user_id: t.owner.user.id,
    });
    const twice = await step(t.assignee, t.missionId, 'answer', { answer: 'Tekrar.' });
    expect(twice.statusCode).toBe(422);

    const accepted = await step(t.owner, t.missionId, 'accept');
    expect(accepted.json().data.report.state).toBe('accepted');
    expect((await step(t.owner, t.missionId, 'accept')).json().message).toBe(reportMessages.alreadyAccepted);
    // Acceptance leaves the task's status as it was.
    expect(await rowsOf(ctx.app, 'missions', { id: t.missionId }, ['status'])).toEqual([
      { status: MissionStatus.assigned },
    ]);
  });

  it('refuses an answer without a question', async () => {
    const t = await task();
    await file(t.assignee, t.missionId, outcomes('attended'));
    const res = await step(t.assignee, t.missionId, 'answer', { answer: 'Cevap.' });
    expect([res.statusCode, res.json().message]).toEqual([422, reportMessages.noQuestionToAnswer]);
  });
});

describe('the late reminder', () => {
  async function assignedThroughTheCall(plan: { plan_time: string }) {
    ctx.clock.set(NOON);
    const owner = await signedInUser(ctx.app, {});
    const worker = await signedInUser(ctx.app, {});
    const missionId = await insertMission(ctx.app, owner.user, {
      plan_date: '2026-03-10',
      ...plan,
      created_at: new Date(NOON.getTime() - HOUR).toISOString(),
    });
    await insertApplication(ctx.app, missionId, worker.user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/application/selectUser',
      headers: owner.headers,
      payload: { mission_id: missionId, user_id: worker.user.id, order_num: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { missionId, owner, worker };
  }

  const lateNotes = (missionId: number) =>
    ctx.app.db
      .selectFrom('notifications')
      .select('user_id')
      .where('type', '=', 'report_late')
      .where('data', 'like', `%"mission_id":${missionId},%`)
      .orderBy('user_id')
      .execute();

  it('is scheduled at assignment for the due time and reminds both parties once when nothing was filed', async () => {
    const { missionId, owner, worker } = await assignedThroughTheCall({ plan_time: '13:00' });
    const rows = await rowsOf(ctx.app, 'deliveries', { mission_id: missionId, kind: 'report_late' }, [
      'due_at',
      'state',
    ]);
    expect(rows).toEqual([{ due_at: '2026-03-11T10:00:00.000Z', state: 'pending' }]);

    ctx.clock.set(new Date('2026-03-11T09:59:00.000Z'));
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await lateNotes(missionId)).toEqual([]);

    ctx.clock.set(new Date('2026-03-11T10:01:00.000Z'));
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await lateNotes(missionId)).toEqual(
      [{ user_id: owner.user.id }, { user_id: worker.user.id }].sort((a, b) => a.user_id - b.user_id),
    );
  });

  it('reminds nobody when the report came, or the task was cancelled', async () => {
    const filed = await assignedThroughTheCall({ plan_time: '11:00' });
    const res = await postMultipart(
      ctx.app,
      `/api/missions/${filed.missionId}/report`,
      [{ name: 'outcomes[]', value: 'file_reviewed' }],
      filed.worker.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await assignedThroughTheCall({ plan_time: '11:00' });
    await ctx.app.db
      .updateTable('missions')
      .set({ status: MissionStatus.cancelled })
      .where('id', '=', cancelled.missionId)
      .execute();

    ctx.clock.set(new Date(NOON.getTime() + 30 * HOUR));
    ctx.app.deliveries.kick();
    await ctx.app.deliveries.idle();
    expect(await lateNotes(filed.missionId)).toEqual([]);
    expect(await lateNotes(cancelled.missionId)).toEqual([]);
    const states = await rowsOf(ctx.app, 'deliveries', { mission_id: filed.missionId, kind: 'report_late' }, [
      'state',
    ]);
    expect(states).toEqual([{ state: 'done' }]);
  });
});
