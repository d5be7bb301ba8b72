import { describe, expect, it } from 'vitest';
import { approveDisputeMessage, readDisputeForOperator } from '../../src/services/disputes/operator.ts';
import {
  type Person,
  assignedTask,
  createDisputeApp,
  getDispute,
  image,
  openDispute,
  opened,
  sendMessage,
  text,
} from './setup.ts';
import { rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createDisputeApp());

type Role = 'owner' | 'assignee' | 'applicant' | 'stranger';
const roles: readonly Role[] = ['owner', 'assignee', 'applicant', 'stranger'];
const allowed: Record<Role, boolean> = { owner: true, assignee: true, applicant: false, stranger: false };

describe('authorisation matrix of the dispute desk', () => {
  it.each(roles)('given the %s of a task / opening a dispute for it (mission_id)', async (role) => {
    const task = await assignedTask(ctx);
    const who: Person = task[role];
    const res = await openDispute(
      ctx,
      who,
      text({ mission_id: String(task.missionId), message: 'Sorun var.' }),
    );
    expect(res.statusCode).toBe(allowed[role] ? 200 : 404);
    const rows = await rowsOf(ctx.app, 'disputes', { mission_id: task.missionId }, ['id']);
    expect(rows).toHaveLength(allowed[role] ? 1 : 0);
  });

  it.each(roles)(
    'given the %s of a disputed task / reading it, writing in it and loading its images (id)',
    async (role) => {
      const task = await assignedTask(ctx);
      const id = await opened(ctx, task.owner, task.missionId, [await image()]);
      const who: Person = task[role];

      const read = await getDispute(ctx, who, id);
      expect(read.statusCode).toBe(allowed[role] ? 200 : 404);
      const write = await sendMessage(ctx, who, id, [
        ...text({ message: 'Belgeler ektedir.' }),
        await image(),
      ]);
      expect(write.statusCode).toBe(allowed[role] ? 200 : 404);
      const written = await rowsOf(ctx.app, 'dispute_messages', { dispute_id: id, sender_id: who.user.id }, [
        'id',
      ]);
      // The owner's opening reason, plus the message each party could send.
      expect(written).toHaveLength({ owner: 2, assignee: 1, applicant: 0, stranger: 0 }[role]);

      // Every image of the dispute by its bare address with this lawyer's token: only its uploader.
      const files = await ctx.app.db
        .selectFrom('dispute_message_images as i')
        .innerJoin('dispute_messages as m', 'm.id', 'i.message_id')
        .innerJoin('files as f', 'f.id', 'i.file_id')
        .select(['f.storage_key', 'm.sender_id'])
        .where('m.dispute_id', '=', id)
        .execute();
      for (const file of files) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/files/${file.storage_key}`,
          headers: who.headers,
        });
        expect(res.statusCode).toBe(file.sender_id === who.user.id ? 200 : 404);
      }
    },
  );

  it('given an operator (service) / reads every message, pending ones included, with loadable images', async () => {
    const task = await assignedTask(ctx);
    const id = await opened(ctx, task.owner, task.missionId, [await image()]);
    await sendMessage(ctx, task.assignee, id, text({ message: 'Görev yapıldı.' }));
    const read = await readDisputeForOperator(ctx.deps, id);
    expect(read?.messages.map((m) => m.moderation)).toEqual(['pending', 'pending']);
    const url = read?.messages.find((m) => m.sender.id === task.owner.user.id)?.images?.[0] as string;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await readDisputeForOperator(ctx.deps, 999_999)).toBeUndefined();
    expect(await approveDisputeMessage(ctx.deps, 999_999)).toBe('not_found');
  });

  it('given no token / every dispute call answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/conflicts'],
      ['POST', '/api/conflicts'],
      ['GET', '/api/conflicts/1'],
      ['POST', '/api/conflicts/1/message'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
