import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { type Person, assignedTask, createDisputeApp, image } from '../disputes/setup.ts';
import { callerOn } from '../helpers/contract.ts';
import { suite } from '../helpers/suite.ts';
import { postMultipart } from '../uploads/setup.ts';

const ctx = suite(() => createDisputeApp());

/** 12:00 in Istanbul; the task is planned at 11:00 the same day, so its report may be filed. */
const NOON = new Date('2026-03-10T09:00:00.000Z');

const tokenOf = (who: Person) => who.headers.authorization.replace(/^Bearer /, '');

describe('contract: reports', () => {
  it('api.reports.read, api.reports.file, api.reports.question, api.reports.answer and api.reports.accept answer as declared', async () => {
    ctx.clock.set(NOON);
    const t = await assignedTask(ctx);
    await ctx.app.db
      .updateTable('missions')
      .set({ plan_date: '2026-03-10', plan_time: '11:00', category_id: 1 })
      .where('id', '=', t.missionId)
      .execute();
    const params = { id: t.missionId };
    const owner = callerOn(ctx, () => tokenOf(t.owner));
    const assignee = callerOn(ctx, () => tokenOf(t.assignee));
    const empty = await assignee.ok(api.reports.read, { params });
    expect(empty.data.report).toBeNull();

    const filed = await postMultipart(
      ctx.app,
      `/api/missions/${t.missionId}/report`,
      [{ name: 'outcomes[]', value: 'attended' }, await image('zapt.png')],
      t.assignee.headers,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    expect(api.reports.file.response.parse(filed.json()).data.report?.state).toBe('filed');

    const asked = await owner.ok(api.reports.question, {
      params,
      body: { question: 'Bir sonraki duruşmanın salonu belli mi?' },
    });
    expect(asked.data.report?.state).toBe('questioned');
    const answered = await assignee.ok(api.reports.answer, {
      params,
      body: { answer: 'Evet, 5 numaralı salon.' },
    });
    expect(answered.data.report?.state).toBe('answered');
    const accepted = await owner.ok(api.reports.accept, { params });
    expect(accepted.data.report?.state).toBe('accepted');
    const read = await owner.ok(api.reports.read, { params });
    expect(read.data.report).toMatchObject({ answer: 'Evet, 5 numaralı salon.', state: 'accepted' });
  });
});
