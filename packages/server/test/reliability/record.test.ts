import {
  MissionStatus,
  type MissionStatusCode,
  api,
  istanbulDay,
  reliabilityHints,
  tuningSpecs,
} from '@meslektas/domain';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { SelectQueryNode } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicantList } from '../../src/services/missions/applicants.ts';
import { REPORTS_SINCE_KEY, recordsFor, refreshRecord } from '../../src/services/reliability/record.ts';
import { signedInOperator } from '../admin/operator.ts';
import { callEndpoint } from '../helpers/contract.ts';
import { DEFAULT_NOW, type Lawyer, MINUTE, lifecycleSuite, selectAssignee } from '../helpers/missions.ts';
import { rowOf } from '../helpers/rows.ts';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const REPORT_HOURS = tuningSpecs.rapor_suresi_saat.default;

const ctx = lifecycleSuite({ owner: {}, worker: {} });
beforeAll(async () => {
  // The migration marks its own (wall-clock) time; these histories lie before it on the test clock.
  await setReportsSince('2020-01-01T00:00:00.000Z');
});
beforeEach(() => {
  ctx.clock.set(DEFAULT_NOW);
});

async function setReportsSince(value: string) {
  await ctx.app.db.updateTable('app_meta').set({ value }).where('key', '=', REPORTS_SINCE_KEY).execute();
}

const iso = (ms: number) => new Date(ms).toISOString();
/** The Istanbul date `days` from the suite's start; tasks without a time are planned 09:00 then. */
const dayOf = (days: number) => istanbulDay(new Date(DEFAULT_NOW.getTime() + days * DAY));
/** 09:00 Istanbul of that day, and its report's due time. */
const plannedAt = (days: number) => Date.parse(`${dayOf(days)}T06:00:00.000Z`);
const dueAt = (days: number) => plannedAt(days) + REPORT_HOURS * HOUR;

/** A task of `owner` assigned to `who`, planned `days` from the start, in the given state. */
async function taskFor(who: Lawyer, days: number, status: MissionStatusCode = MissionStatus.completed) {
  return ctx.insertMission(ctx.owner.user, { user_id: who.user.id, status, plan_date: dayOf(days) });
}

async function fileReport(who: Lawyer, missionId: number, filedAt: number, due: number) {
  await ctx.app.db
    .insertInto('mission_reports')
    .values({
      mission_id: missionId,
      user_id: who.user.id,
      outcomes: '["attended"]',
      filed_at: iso(filedAt),
      due_at: iso(due),
    })
    .execute();
}

async function dispute(missionId: number, owner: Lawyer, assignee: Lawyer, against: string | null) {
  const row = await ctx.app.db
    .insertInto('disputes')
    .values({
      mission_id: missionId,
      opener_id: owner.user.id,
      owner_id: owner.user.id,
      assignee_id: assignee.user.id,
      status: against === null ? 'open' : 'resolved',
      decided_against: against as 'owner' | 'assignee' | 'none' | null,
      created_at: iso(DEFAULT_NOW.getTime()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const profileOf = (userId: number, viewer: Lawyer) =>
  callEndpoint(ctx.app, api.profile.getProfile, { body: { user_id: userId } }, viewer.token);
const storedRecord = (userId: number) => rowOf(ctx.app, 'lawyer_records', { user_id: userId });

describe('given a constructed history / the record counts', () => {
  it('completed tasks, reports on time, late cancels, disputes against him and the median apply time', async () => {
    const me = await ctx.lawyer();
    const other = await ctx.lawyer();
    // Reports: on time, exactly at the due time, late, missing and due, missing and not yet due.
    const onTime = await taskFor(me, -10);
    await fileReport(me, onTime, plannedAt(-10) + HOUR, dueAt(-10));
    const atDue = await taskFor(me, -9);
    await fileReport(me, atDue, dueAt(-9), dueAt(-9));
    const late = await taskFor(me, -8);
    await fileReport(me, late, dueAt(-8) + 1000, dueAt(-8));
    await taskFor(me, -7);
    await taskFor(me, 3, MissionStatus.assigned);
    // Neither a cancelled task nor someone else's counts.
    await taskFor(me, -6, MissionStatus.cancelled);
    await taskFor(other, -6);
    // Cancel requests: two late of his, one in time, one late of someone else.
    for (const [requester, isLate] of [
      [me, 1],
      [me, 1],
      [me, 0],
      [other, 1],
    ] as const) {
      await ctx.app.db
        .insertInto('cancel_requests')
        .values({
          mission_id: onTime,
          requester_id: requester.user.id,
          recipient_id: ctx.owner.user.id,
          type_value: 'islem_ertelendi',
          type_text: 'Duruşma veya işlem ertelendi',
          status: 'rejected',
          late: isLate,
          created_at: iso(DEFAULT_NOW.getTime()),
        })
        .execute();
    }
    // Disputes: against him as the assignee and as an owner count; against the other side, nobody, or open do not.
    await dispute(await taskFor(me, -5), ctx.owner, me, 'assignee');
    await dispute(await ctx.insertMission(me.user, { user_id: other.user.id }), me, other, 'owner');
    await dispute(await taskFor(me, -4), ctx.owner, me, 'owner');
    await dispute(await taskFor(me, -3), ctx.owner, me, 'none');
    await dispute(await taskFor(me, -2), ctx.owner, me, null);
    // Applications: 5, 30 and 120 minutes after opening; the middle one from a later window's start.
    const start = DEFAULT_NOW.getTime() - 30 * DAY;
    const a = await ctx.insertMission(ctx.owner.user, { created_at: iso(start) });
    await ctx.insertApplication(a, me.user, { created_at: iso(start + 5 * MINUTE) });
    const b = await ctx.insertMission(ctx.owner.user, {
      created_at: iso(start),
      window_started_at: iso(start + DAY),
    });
    await ctx.insertApplication(b, me.user, { created_at: iso(start + DAY + 30 * MINUTE) });
    const c = await ctx.insertMission(ctx.owner.user, { created_at: iso(start) });
    await ctx.insertApplication(c, me.user, { created_at: iso(start + 120 * MINUTE) });

    await refreshRecord(ctx.app.db, me.user.id, ctx.clock.now());
    expect(await storedRecord(me.user.id)).toMatchObject({
      // -10, -9, -8, -7 and the four with disputes (-5, -4, -3, -2).
      completed: 8,
      // Four filed or overdue among the reports, plus the four dispute tasks, all overdue.
      reports_counted: 8,
      reports_on_time: 2,
      late_cancels: 2,
      disputes_lost: 2,
      median_apply_minutes: 30,
      stale_at: iso(dueAt(3)),
    });

    const res = await profileOf(me.user.id, other);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toEqual({
      member_since: me.user.created_at,
      new_member: false,
      figures: {
        completed: 8,
        reports_counted: 8,
        reports_on_time_percent: 25,
        late_cancels: 2,
        disputes_lost: 2,
        median_apply_minutes: 30,
      },
      hints: null,
    });
  });

  it("shows 'Yeni üye' without figures below the completed-task threshold", async () => {
    const fresh = await ctx.lawyer();
    await taskFor(fresh, -3);
    await taskFor(fresh, -2);
    const res = await profileOf(fresh.user.id, ctx.owner);
    expect(res.body.data.record).toMatchObject({ new_member: true, figures: null, hints: null });
    await taskFor(fresh, -1);
    // Written straight to the table: the stored row is only refreshed by the calls that change it.
    await refreshRecord(ctx.app.db, fresh.user.id, ctx.clock.now());
    const after = await profileOf(fresh.user.id, ctx.owner);
    expect(after.body.data.record).toMatchObject({ new_member: false, figures: { completed: 3 } });
  });
});

describe('given tasks that fell due before reports existed / the reports figure', () => {
  it('does not count their missing reports', async () => {
    const me = await ctx.lawyer();
    await taskFor(me, -3);
    await taskFor(me, -1);
    try {
      await setReportsSince(iso(dueAt(-2)));
      await refreshRecord(ctx.app.db, me.user.id, ctx.clock.now());
      expect(await storedRecord(me.user.id)).toMatchObject({ reports_counted: 1, reports_on_time: 0 });
    } finally {
      await setReportsSince('2020-01-01T00:00:00.000Z');
    }
  });
});

describe('given privacy / the improvement hints', () => {
  it('go to the lawyer himself only', async () => {
    const me = await ctx.lawyer();
    for (const day of [-4, -3, -2]) await taskFor(me, day);
    await refreshRecord(ctx.app.db, me.user.id, ctx.clock.now());
    const own = await profileOf(me.user.id, me);
    expect(own.body.data.record?.hints).toEqual([reliabilityHints.reports(REPORT_HOURS)]);
    const seen = await profileOf(me.user.id, ctx.owner);
    expect(seen.body.data.record?.hints).toBeNull();
    expect(seen.body.data.record?.figures?.reports_on_time_percent).toBe(0);
  });
});

describe('given time passing alone / a missing report turning late', () => {
  it('is counted on the first read past the stored stale time, without any refresh call', async () => {
    const me = await ctx.lawyer();
    await taskFor(me, 1, MissionStatus.assigned);
    const first = await profileOf(me.user.id, me);
    expect(first.status).toBe(200);
    expect(await storedRecord(me.user.id)).toMatchObject({ reports_counted: 0, stale_at: iso(dueAt(1)) });
    ctx.clock.set(new Date(dueAt(1) - 1000));
    await profileOf(me.user.id, me);
    expect((await storedRecord(me.user.id)).reports_counted).toBe(0);
    ctx.clock.set(new Date(dueAt(1)));
    await profileOf(me.user.id, me);
    expect(await storedRecord(me.user.id)).toMatchObject({ reports_counted: 1, stale_at: null });
  });
});

describe('given the calls that change the inputs / the stored row is refreshed', () => {
  it('on an application, an assignment and a completion', async () => {
    const me = await ctx.lawyer();
    const id = await ctx.insertMission(ctx.owner.user);
    ctx.clock.advance(7 * MINUTE);
    const applied = await ctx.call(me, 'POST', 'mission/confirmMission', { mission_id: id, message_id: 0 });
    expect(applied.statusCode).toBe(200);
    expect(await storedRecord(me.user.id)).toMatchObject({ median_apply_minutes: 7, completed: 0 });
    ctx.clock.advance(HOUR);
    const chosen = await selectAssignee(ctx.app, ctx.owner, id, me.user.id);
    expect(chosen.statusCode).toBe(200);
    expect((await storedRecord(me.user.id)).stale_at).toBe(iso(dueAt(0)));
    const done = await ctx.call(me, 'POST', `mission/markAsCompleted/${id}`);
    expect(done.statusCode).toBe(200);
    expect((await storedRecord(me.user.id)).completed).toBe(1);
  });

  it('on a late cancel request', async () => {
    const me = await ctx.lawyer();
    const id = await taskFor(me, 0, MissionStatus.assigned);
    const res = await callEndpoint(
      ctx.app,
      api.cancelRequests.create,
      { body: { mission_id: id, cancel_text: 'islem_ertelendi' } },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.late).toBe(true);
    expect((await storedRecord(me.user.id)).late_cancels).toBe(1);
  });

  it('when an operator resolves a dispute against him, and refuses an unknown verdict', async () => {
    const me = await ctx.lawyer();
    const operator = await signedInOperator(ctx.app);
    const disputeId = await dispute(await taskFor(me, -1), ctx.owner, me, null);
    const resolve = (against: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/disputes/${disputeId}/resolve`,
        headers: operator.headers,
        payload: { result_message: 'Görevi alan avukat duruşmaya katılmadı.', against },
      });
    const bad = await resolve('herkes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.against).toEqual(['Lütfen kararın kimin aleyhine olduğunu seçiniz.']);
    expect((await resolve('assignee')).statusCode).toBe(200);
    expect(await rowOf(ctx.app, 'disputes', { id: disputeId })).toMatchObject({
      status: 'resolved',
      decided_against: 'assignee',
    });
    expect((await storedRecord(me.user.id)).disputes_lost).toBe(1);
    // The desk reads the verdict back on the dispute.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/disputes/${disputeId}`,
      headers: operator.headers,
    });
    expect(read.json().data.dispute.decided_against).toBe('assignee');
  });
});

/** Counts the SELECTs that read lawyer_records. */
class RecordReads implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(args.node) && JSON.stringify(args.node).includes('"lawyer_records"'))
      this.count += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('given many applicants / the applicants read', () => {
  it('reads every applicant record in one query, without hints', async () => {
    const id = await ctx.insertMission(ctx.owner.user);
    const applicants: Lawyer[] = [];
    for (let i = 0; i < 6; i += 1) {
      const who = await ctx.lawyer();
      for (const day of [-4, -3, -2]) await taskFor(who, day);
      await ctx.insertApplication(id, who.user);
      applicants.push(who);
    }
    // Stored rows first (a first read fills missing rows once); then a read is one query.
    await recordsFor(
      ctx.app.db,
      applicants.map((a) => a.user.id),
      ctx.owner.user.id,
      ctx.clock.now(),
    );
    const reads = new RecordReads();
    const list = await applicantList(ctx.app.db.withPlugin(reads), ctx.app.deps, ctx.owner.user, {
      mission_id: id,
    });
    expect(reads.count).toBe(1);
    const records = list.data.data.map((a) => a.bio.record);
    expect(records).toHaveLength(6);
    for (const record of records) {
      expect(record).toMatchObject({ new_member: false, figures: { completed: 3 }, hints: null });
    }
  });
});
