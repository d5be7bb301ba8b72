import {
  type Dispute,
  type DisputeMessage,
  MissionStatus,
  disputeMessages,
  privateChannelName,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import {
  approveDisputeMessage,
  postDeskMessage,
  rejectDisputeMessage,
  resolveDispute,
} from '../../src/services/disputes/operator.ts';
import { insertMission } from '../helpers/missions.ts';
import { keyOf } from '../uploads/setup.ts';
import {
  type Person,
  assignedTask,
  createDisputeApp,
  getDispute,
  image,
  listDisputes,
  openDispute,
  opened,
  sendMessage,
  text,
  waitingOf,
} from './setup.ts';
import { rowsOf } from '../helpers/rows.ts';
import { suite } from '../helpers/suite.ts';

const ctx = suite(() => createDisputeApp());

const SECOND = 1000;

async function detail(who: Person, id: number) {
  const res = await getDispute(ctx, who, id);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { conflict: Dispute; messages: DisputeMessage[] } }).data;
}

async function pendingMessageIds(disputeId: number) {
  const rows = await ctx.app.db
    .selectFrom('dispute_messages')
    .select('id')
    .where('dispute_id', '=', disputeId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

function waitingEventsFor(userId: number) {
  const channel = privateChannelName(realtimeChannels.user(userId));
  return ctx.broadcaster.events
    .filter((e) => e.event === realtimeEvents.disputeWaiting && e.channels.includes(channel))
    .map((e) => e.data);
}

async function notificationTypes(userId: number) {
  const rows = await rowsOf(ctx.app, 'notifications', { user_id: userId }, ['type']);
  return rows.map((row) => row.type);
}

describe('given the creator of an assigned task / when he opens a dispute with an image', () => {
  it('keeps the reason pending: he sees it with its image, the assigned lawyer sees the dispute but not the message', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const res = await openDispute(ctx, owner, [
      ...text({ mission_id: String(missionId), message: '<b>Duruşmaya</b> girilmedi.<script>x()</script>' }),
      await image(),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'true', message: disputeMessages.created });
    const id = (res.json() as { data: { id: number } }).data.id;

    const mine = await detail(owner, id);
    expect(mine.conflict).toMatchObject({
      status: 'open',
      status_text: 'İnceleniyor',
      status_color: 'warning',
      result_message: null,
      muhatap: { id: assignee.user.id, name: 'Av. Mehmet Çelik' },
      mission: { id: missionId, categoryName: expect.any(String), missionPrice: 750 },
    });
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0]).toMatchObject({
      message: 'Duruşmaya girilmedi.',
      status: 'pending',
      mine: true,
      sender: { id: owner.user.id, name: 'Av. Ayşe Yılmaz' },
    });
    const [url] = mine.messages[0]?.images ?? [];
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);

    const theirs = await detail(assignee, id);
    expect(theirs.conflict.muhatap.id).toBe(owner.user.id);
    expect(theirs.messages).toEqual([]);
    // The signed address opens the image; the key alone, even with the counterparty's token, does not.
    expect((await ctx.app.inject({ method: 'GET', url: url as string })).statusCode).toBe(200);
    const bare = `/api/files/${keyOf(url as string)}`;
    expect((await ctx.app.inject({ method: 'GET', url: bare, headers: assignee.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect(await waitingOf(ctx, assignee)).toBe(0);
  });
});

describe('given a pending message / when an operator approves it', () => {
  it('shows it to the counterparty with its image, counts it in his badge live, and reading clears it', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const id = await opened(ctx, owner, missionId, [await image()]);
    await detail(assignee, id);
    ctx.clock.advance(SECOND);
    const [messageId] = await pendingMessageIds(id);

    expect(await approveDisputeMessage(ctx.deps, messageId as number)).toBe('done');
    expect(await approveDisputeMessage(ctx.deps, messageId as number)).toBe('not_pending');
    expect(await waitingOf(ctx, assignee)).toBe(1);
    expect(await waitingOf(ctx, owner)).toBe(0);
    expect(waitingEventsFor(assignee.user.id).at(-1)).toEqual({ waiting: 1 });
    expect(await notificationTypes(assignee.user.id)).toContain('dispute_message');
    expect(await notificationTypes(owner.user.id)).not.toContain('dispute_message');

    const list = (await listDisputes(ctx, assignee)).json() as { data: { conflicts: Dispute[] } };
    expect(list.data.conflicts.find((c) => c.id === id)?.new_messages).toBe(1);

    ctx.clock.advance(SECOND);
    const theirs = await detail(assignee, id);
    expect(theirs.messages).toHaveLength(1);
    expect(theirs.messages[0]).toMatchObject({ status: 'approved', mine: false });
    const url = theirs.messages[0]?.images?.[0] as string;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    expect(await waitingOf(ctx, assignee)).toBe(0);
    expect(waitingEventsFor(assignee.user.id).at(-1)).toEqual({ waiting: 0 });
    const after = (await listDisputes(ctx, assignee)).json() as { data: { conflicts: Dispute[] } };
    expect(after.data.conflicts.find((c) => c.id === id)?.new_messages).toBe(0);
    // The sender now sees his message as approved.
    expect((await detail(owner, id)).messages[0]?.status).toBe('approved');
  });

  it('counts disputes, not messages, in the badge', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const id = await opened(ctx, assignee, missionId);
    await sendMessage(ctx, assignee, id, text({ message: 'Ek açıklama.' }));
    ctx.clock.advance(SECOND);
    for (const messageId of await pendingMessageIds(id)) await approveDisputeMessage(ctx.deps, messageId);
    expect(await waitingOf(ctx, owner)).toBe(1);
    const list = (await listDisputes(ctx, owner)).json() as { data: { conflicts: Dispute[] } };
    expect(list.data.conflicts.find((c) => c.id === id)?.new_messages).toBe(2);
  });
});

describe('given a pending message / when an operator rejects it', () => {
  it('shows it to nobody and tells its sender', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const id = await opened(ctx, owner, missionId);
    const [messageId] = await pendingMessageIds(id);
    expect(await rejectDisputeMessage(ctx.deps, messageId as number)).toBe('done');
    expect(await approveDisputeMessage(ctx.deps, messageId as number)).toBe('not_pending');
    expect((await detail(owner, id)).messages).toEqual([]);
    expect((await detail(assignee, id)).messages).toEqual([]);
    expect(await notificationTypes(owner.user.id)).toContain('dispute_message_rejected');
    expect(await waitingOf(ctx, assignee)).toBe(0);
    expect(await rejectDisputeMessage(ctx.deps, 999_999)).toBe('not_found');
  });
});

describe('given an open dispute / when the desk writes or an operator resolves it', () => {
  it('shows a desk message to both parties as the product, approved', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const id = await opened(ctx, owner, missionId);
    await detail(owner, id);
    await detail(assignee, id);
    ctx.clock.advance(SECOND);
    expect(await postDeskMessage(ctx.deps, id, 'Tarafların belgelerini bekliyoruz.')).toBe(true);
    for (const who of [owner, assignee]) {
      expect(await waitingOf(ctx, who)).toBe(1);
      const message = (await detail(who, id)).messages.find((m) => m.sender.name === null);
      expect(message).toMatchObject({
        message: 'Tarafların belgelerini bekliyoruz.',
        status: 'approved',
        mine: false,
      });
    }
  });

  it('shows the result to both, refuses new messages and notifies both', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx, MissionStatus.completed);
    const id = await opened(ctx, owner, missionId);
    await expect(resolveDispute(ctx.deps, id, '  <p></p> ')).rejects.toMatchObject({ statusCode: 422 });
    expect(await resolveDispute(ctx.deps, id, 'Görev ücreti iade edilecektir.')).toBe(true);
    expect(await resolveDispute(ctx.deps, id, 'İkinci karar')).toBe(false);
    for (const who of [owner, assignee]) {
      const { conflict } = await detail(who, id);
      expect(conflict).toMatchObject({
        status: 'resolved',
        status_text: 'Sonuçlandı',
        status_color: 'success',
        result_message: 'Görev ücreti iade edilecektir.',
      });
      expect(await notificationTypes(who.user.id)).toContain('dispute_resolved');
    }
    const res = await sendMessage(ctx, assignee, id, text({ message: 'İtiraz ediyorum.' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(disputeMessages.resolved);
    expect(await postDeskMessage(ctx.deps, id, 'Geç not')).toBe(false);
  });
});

describe('given the tasks of a lawyer / which may be disputed', () => {
  it('lists assigned, completed and cancelled-after-assignment tasks without a dispute, and refuses the rest', async () => {
    const { missionId, owner, assignee } = await assignedTask(ctx);
    const completed = await insertMission(ctx.app, owner.user, {
      user_id: assignee.user.id,
      status: MissionStatus.completed,
    });
    const cancelled = await insertMission(ctx.app, owner.user, {
      user_id: assignee.user.id,
      status: MissionStatus.cancelled,
    });
    const open = await insertMission(ctx.app, owner.user, {});
    const cancelledUnassigned = await insertMission(ctx.app, owner.user, { status: MissionStatus.cancelled });

    const before = (await listDisputes(ctx, owner)).json() as {
      data: { missions: { id: number; title: string }[] };
    };
    expect(before.data.missions.map((m) => m.id).sort()).toEqual([missionId, completed, cancelled].sort());
    expect(before.data.missions[0]?.title).toMatch(/^#\d+ .+ · .+ · \d{2}\.\d{2}\.\d{4}$/);

    for (const id of [open, cancelledUnassigned]) {
      const res = await openDispute(ctx, owner, text({ mission_id: String(id), message: 'Sorun var.' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.mission_id).toEqual([disputeMessages.notEligible]);
    }

    const id = await opened(ctx, owner, missionId);
    // The counterparty writes in the same dispute instead of opening a second one.
    const second = await openDispute(
      ctx,
      assignee,
      text({ mission_id: String(missionId), message: 'Benim de şikâyetim var.' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.mission_id).toEqual([disputeMessages.alreadyOpened]);
    const after = (await listDisputes(ctx, assignee)).json() as {
      data: { missions: { id: number }[]; conflicts: Dispute[] };
    };
    expect(after.data.missions.map((m) => m.id)).not.toContain(missionId);
    expect(after.data.conflicts.map((c) => c.id)).toContain(id);
  });
});

describe('given bad input / the dispute forms answer 422 in Turkish', () => {
  it('refuses a missing task, an empty or tag-only reason, and a fourth image, storing nothing', async () => {
    const { missionId, owner } = await assignedTask(ctx);
    const cases = [
      [text({ message: 'Sebep' }), 'mission_id', 'Lütfen bir görev seçiniz.'],
      [
        text({ mission_id: String(missionId), message: '' }),
        'message',
        'Lütfen uyuşmazlık sebebini giriniz.',
      ],
      [
        text({ mission_id: String(missionId), message: '<p> </p>' }),
        'message',
        disputeMessages.emptyAfterCleaning,
      ],
      [
        [
          ...text({ mission_id: String(missionId), message: 'Sebep' }),
          await image(),
          await image(),
          await image(),
          await image(),
        ],
        'images',
        'En fazla 3 resim seçebilirsiniz!',
      ],
    ] as const;
    for (const [parts, field, message] of cases) {
      const res = await openDispute(ctx, owner, [...parts]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/conflicts',
      headers: owner.headers,
      payload: { mission_id: missionId, message: 'JSON' },
    });
    expect(json.statusCode).toBe(422);
    const rows = await rowsOf(ctx.app, 'disputes', { mission_id: missionId }, ['id']);
    expect(rows).toEqual([]);
  });

  it('answers 422 for an id that is not a number and a message without text', async () => {
    const { missionId, owner } = await assignedTask(ctx);
    const id = await opened(ctx, owner, missionId);
    expect((await getDispute(ctx, owner, 'abc')).statusCode).toBe(422);
    const res = await sendMessage(ctx, owner, id, text({ message: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.message).toEqual(['Lütfen mesajınızı giriniz.']);
  });
});
