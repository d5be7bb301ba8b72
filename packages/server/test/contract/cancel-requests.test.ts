import { MissionStatus, api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { lifecycleSuite } from '../helpers/missions.ts';

const ctx = lifecycleSuite();

describe('contract: cancel requests', () => {
  it('api.cancelRequests.info, create and confirm answer their declared shapes', async () => {
    const owner = await ctx.lawyer();
    const assignee = await ctx.lawyer();
    const id = await ctx.insertMission(owner.user, {
      user_id: assignee.user.id,
      status: MissionStatus.assigned,
      plan_date: '2026-03-20',
    });
    const info = await ctx.call(assignee, 'GET', api.cancelRequests.info.path.slice(1));
    expect(info.statusCode).toBe(200);
    const parsed = api.cancelRequests.info.response.parse(info.json());
    expect(parsed.data.data.missions.map((m) => m.id)).toContain(id);

    const created = await ctx.call(assignee, 'POST', api.cancelRequests.create.path.slice(1), {
      mission_id: id,
      cancel_text: parsed.data.data.types[0]?.value,
    });
    expect(created.statusCode).toBe(200);
    const req = api.cancelRequests.create.response.parse(created.json()).data.id;

    const confirmed = await ctx.call(owner, 'POST', api.cancelRequests.confirm.path.slice(1), {
      action: 'confirm',
      req_id: req,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(api.cancelRequests.confirm.response.parse(confirmed.json()).data.missionStatus).toBe(
      MissionStatus.cancelled,
    );
  });
});
