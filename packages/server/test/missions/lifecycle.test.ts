import { realtimeEvents } from '@meslektas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lawyer, MINUTE, lifecycleSuite, selectAssignee, vipOverrides } from '../helpers/missions.ts';

describe('the whole lifecycle through the API', () => {
  const ctx = lifecycleSuite();
  let pro: Lawyer;
  let colleague: Lawyer;

  beforeAll(async () => {
    pro = await ctx.lawyer(vipOverrides(ctx.clock.now()));
    colleague = await ctx.lawyer();
  });

  it('urgent task → application → assignment → completion → both ratings, with a notification at each step', async () => {
    const created = await ctx.postTask(pro, { fast_mission: 1 });
    expect(created.json().status).toBe('true');
    const missionId = created.json().missionId as number;

    ctx.clock.advance(MINUTE);
    const pending = (await ctx.call(colleague, 'GET', 'global/pending')).json().data.data;
    const offered = pending.find((m: { missionId: number }) => m.missionId === missionId);
    expect(offered).toMatchObject({ fast: true });
    expect(
      (
        await ctx.call(colleague, 'POST', 'mission/confirmMission', {
          mission_id: missionId,
          message_id: 0,
        })
      ).statusCode,
    ).toBe(200);

    // Urgent: the owner may assign at once, well inside the 15 minutes.
    const applicants = (await ctx.call(pro, 'POST', 'application/getUsers', { mission_id: missionId })).json()
      .data.data;
    expect(applicants).toEqual([expect.objectContaining({ user_id: colleague.user.id, selectable: true })]);
    const selected = await selectAssignee(ctx.app, pro, missionId, colleague.user.id);
    expect(selected.statusCode).toBe(200);

    const detail = (await ctx.call(colleague, 'POST', 'mission/getDetail', { mission_id: missionId })).json()
      .data;
    expect(detail).toMatchObject({
      missionStatus: 1,
      userId: colleague.user.id,
      showActions: { completedButton: true },
    });

    expect((await ctx.call(colleague, 'POST', `mission/markAsCompleted/${missionId}`)).statusCode).toBe(200);
    const rateOwner = await ctx.call(colleague, 'POST', 'user/newComment', {
      mission_id: missionId,
      user_id: pro.user.id,
      rating: 5,
      comment: 'Teşekkürler',
    });
    const rateWorker = await ctx.call(pro, 'POST', 'user/newComment', {
      mission_id: missionId,
      user_id: colleague.user.id,
      rating: 4,
      comment: 'Hızlıydı',
    });
    expect([rateOwner.statusCode, rateWorker.statusCode]).toEqual([200, 200]);

    const completed = (await ctx.call(pro, 'GET', 'mission/completed')).json().data;
    expect(completed[0]).toMatchObject({ missionId, missionStatus: 2, showActions: { commentStatus: 1 } });
    const archive = (await ctx.call(colleague, 'GET', 'mission/archive?type=completed')).json().data;
    expect(archive[0]).toMatchObject({ missionId, rating: 4, comment: 'Hızlıydı' });

    const types = async (who: Lawyer) =>
      ((await ctx.call(who, 'GET', 'notifications')).json().data as { data: { type: string } }[])
        .map((n) => n.data.type)
        .sort();
    expect(await types(pro)).toEqual(['application_received', 'commented', 'completed']);
    expect(await types(colleague)).toEqual(['commented', 'mission_created', 'selected']);
    const events = ctx.broadcaster.events.map((e) => e.event);
    for (const name of [
      realtimeEvents.missionCreated,
      realtimeEvents.applicantAdded,
      realtimeEvents.missionUpdated,
      realtimeEvents.archive,
    ]) {
      expect(events).toContain(name);
    }
  });
});
