import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { assignedTask, createDisputeApp, image, opened, text } from '../disputes/setup.ts';
import { postMultipart } from '../uploads/setup.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createDisputeApp());

describe('contract: conflicts', () => {
  it('api.conflicts.create opens a dispute with an image', async () => {
    const task = await assignedTask(ctx);
    const spec = api.conflicts.create;
    const res = await postMultipart(
      ctx.app,
      `/api${spec.path}`,
      [...text({ mission_id: String(task.missionId), message: 'Görev yapılmadı.' }), await image()],
      task.owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(spec.response.parse(res.json()).data.id).toBeGreaterThan(0);
  });

  it('api.conflicts.list answers the disputable tasks and the disputes', async () => {
    const task = await assignedTask(ctx);
    const id = await opened(ctx, task.owner, task.missionId);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api${api.conflicts.list.path}`,
      headers: task.assignee.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(api.conflicts.list.response.parse(res.json()).data.conflicts.map((c) => c.id)).toEqual([id]);
  });

  it('api.conflicts.detail answers the dispute and its visible messages', async () => {
    const task = await assignedTask(ctx);
    const id = await opened(ctx, task.owner, task.missionId, [await image()]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/conflicts/${id}`,
      headers: task.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = api.conflicts.detail.response.parse(res.json());
    expect(body.data.messages[0]?.images).toHaveLength(1);
  });

  it('api.conflicts.sendMessage answers the messages after the new one', async () => {
    const task = await assignedTask(ctx);
    const id = await opened(ctx, task.owner, task.missionId);
    const res = await postMultipart(
      ctx.app,
      `/api/conflicts/${id}/message`,
      text({ message: 'Ek bilgi.' }),
      task.owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(api.conflicts.sendMessage.response.parse(res.json()).messages).toHaveLength(2);
  });
});
