import { MissionStatus, type MissionStatusCode } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { ASSIGNED_TIP } from '../../src/services/missions/detail.ts';
import { statusTexts } from '../../src/services/missions/rows.ts';
import { type Lawyer, MINUTE, lifecycleSuite } from '../helpers/missions.ts';

type Row = {
  missionId: number;
  missionStatus: number;
  ownerName: string;
  userName: string | null;
  cancelText: string | null;
  status: { text: string }[];
  showActions: Record<string, boolean | number>;
};

const ctx = lifecycleSuite({
  owner: { name: 'Av. Ayşe Gülşen Yılmaz' },
  worker: { name: 'Av. Mehmet Çelik' },
  applicant: { name: 'Av. Zeynep Kara' },
});

const at = (minutes: number) => new Date(ctx.app.now().getTime() - minutes * MINUTE).toISOString();

const page = async (who: Lawyer, path: string): Promise<Row[]> => {
  const res = await ctx.call(who, 'GET', `${path}?limit=50`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Row[] }).data;
};
const rowOf = async (who: Lawyer, path: string, id: number) => {
  const row = (await page(who, path)).find((r) => r.missionId === id);
  expect(row, `${path} holds ${id}`).toBeDefined();
  return row as Row;
};
const detailOf = async (who: Lawyer, id: number) => {
  const res = await ctx.call(who, 'POST', 'mission/getDetail', { mission_id: id });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Row & { statusTip: string | null } }).data;
};

/** A task of `owner` in the given state, `worker` assigned from status 1 on, `applicant` applied. */
async function taskIn(status: MissionStatusCode, extra: { assigned?: boolean } = {}): Promise<number> {
  const assigned = status === MissionStatus.assigned || status === MissionStatus.completed || extra.assigned;
  const id = await ctx.insertMission(ctx.owner.user, {
    created_at: at(30),
    status,
    user_id: assigned ? ctx.worker.user.id : null,
    assigned_at: assigned ? at(20) : null,
    completed_at: status === MissionStatus.completed ? at(10) : null,
    cancel_text: status === MissionStatus.cancelled ? 'Müvekkil vazgeçti.' : null,
  });
  await ctx.insertApplication(id, ctx.applicant.user);
  if (assigned) await ctx.insertApplication(id, ctx.worker.user);
  return id;
}

describe('the way to the assignment page (selectUser)', () => {
  it('given a task just created / before any application / its created row offers the assignment page, which opens', async () => {
    const res = await ctx.postTask(ctx.owner);
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { missionId: number }).missionId;
    const row = await rowOf(ctx.owner, 'mission/created', id);
    expect(row.status.map((s) => s.text)).toEqual([statusTexts.waitingApplications.text]);
    expect(row.showActions).toMatchObject({ selectUser: true, showCancelButton: true });
    const applicants = await ctx.call(ctx.owner, 'POST', 'application/getUsers', { mission_id: id });
    expect(applicants.statusCode).toBe(200);
    expect(applicants.json().data.data).toEqual([]);
  });
});

describe('flags and calls share one rule', () => {
  const states = [
    MissionStatus.open,
    MissionStatus.assigned,
    MissionStatus.completed,
    MissionStatus.cancelled,
  ] as const;

  it.each(states)(
    'status %s: completedButton on the detail page and the rows is true exactly when markAsCompleted succeeds',
    async (status) => {
      // The cancelled one had been assigned, so the worker is a party of every task but the open one.
      const id = await taskIn(status, { assigned: status === MissionStatus.cancelled });
      for (const who of [ctx.owner, ctx.worker]) {
        if (who === ctx.worker && status === MissionStatus.open) continue;
        const flag = (await detailOf(who, id)).showActions.completedButton;
        expect(flag).toBe(status === MissionStatus.assigned);
        const res = await ctx.call(who, 'POST', `mission/markAsCompleted/${id}`);
        expect(res.statusCode === 200, `${who === ctx.owner ? 'owner' : 'worker'} on status ${status}`).toBe(
          flag,
        );
        // Once completed by the first party, the second no longer sees the button nor may complete.
        if (res.statusCode === 200) {
          expect((await detailOf(ctx.worker, id)).showActions.completedButton).toBe(false);
          break;
        }
      }
      const listed = await rowOf(ctx.applicant, 'application/all', id);
      expect(listed.showActions.completedButton).toBe(false);
    },
  );

  it.each(states)(
    'status %s: selectUser is true exactly when application/getUsers answers the owner',
    async (status) => {
      const id = await taskIn(status);
      const flag = (await detailOf(ctx.owner, id)).showActions.selectUser;
      expect(flag).toBe(status === MissionStatus.open);
      const res = await ctx.call(ctx.owner, 'POST', 'application/getUsers', { mission_id: id });
      expect(res.statusCode === 200).toBe(flag);
    },
  );

  it.each(states)(
    'status %s: showCancelButton is true exactly when cancelMission succeeds',
    async (status) => {
      const id = await taskIn(status);
      const flag = (await detailOf(ctx.owner, id)).showActions.showCancelButton;
      const res = await ctx.call(ctx.owner, 'POST', 'mission/cancelMission', { mission_id: id });
      expect(res.statusCode === 200).toBe(flag);
    },
  );

  it('every row offers one way to look at the task: the page to the two parties of an assigned or completed task, the summary to the rest', async () => {
    for (const status of states) await taskIn(status);
    const rows = [
      ...(await page(ctx.owner, 'mission/created')),
      ...(await page(ctx.worker, 'mission/selected')),
      ...(await page(ctx.worker, 'mission/completed')),
      ...(await page(ctx.applicant, 'application/all')),
    ];
    for (const row of rows) {
      const a = row.showActions;
      expect(a.showMissionDetail, `row ${row.missionId}`).toBe(!a.showLawyerProfile);
    }
    const detailRows = rows.filter((r) => r.showActions.showLawyerProfile);
    expect(detailRows.every((r) => r.missionStatus === 1 || r.missionStatus === 2)).toBe(true);
    expect(detailRows.length).toBeGreaterThan(0);
  });
});

describe('cancelled tasks stay visible with their reason', () => {
  it('given a task cancelled after assignment / it stays in the owner’s created and the assignee’s selected list, in its place', async () => {
    const older = await ctx.insertMission(ctx.owner.user, {
      created_at: at(40),
      status: 1,
      user_id: ctx.worker.user.id,
      assigned_at: at(35),
    });
    const id = await taskIn(MissionStatus.assigned);
    const newer = await ctx.insertMission(ctx.owner.user, {
      created_at: at(25),
      status: 1,
      user_id: ctx.worker.user.id,
      assigned_at: at(24),
    });
    const res = await ctx.call(ctx.owner, 'POST', 'mission/cancelMission', {
      mission_id: id,
      cancel_text: 'Duruşma ertelendi.',
    });
    expect(res.statusCode).toBe(200);
    for (const [who, path] of [
      [ctx.owner, 'mission/created'],
      [ctx.worker, 'mission/selected'],
    ] as const) {
      const rows = await page(who, path);
      const row = await rowOf(who, path, id);
      expect(row).toMatchObject({ missionStatus: 4, cancelText: 'Duruşma ertelendi.' });
      expect(row.status.map((s) => s.text)).toEqual([statusTexts.cancelled.text]);
      expect(row.showActions).toMatchObject({ cancelMission: true, completedButton: false });
      // Newest first, cancelled or not: the row does not jump away when it is cancelled.
      const ids = rows.map((r) => r.missionId);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(id));
      expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
    }
  });

  it('given a task cancelled before assignment / it is not in the applicant’s selected list', async () => {
    const id = await taskIn(MissionStatus.cancelled);
    expect((await page(ctx.applicant, 'mission/selected')).map((r) => r.missionId)).not.toContain(id);
    expect((await page(ctx.worker, 'mission/selected')).map((r) => r.missionId)).not.toContain(id);
  });
});

describe('names and texts the screens need', () => {
  it('rows carry the owner’s and the assignee’s names; urgent is one status entry', async () => {
    const id = await ctx.insertMission(ctx.owner.user, {
      fast: 1,
      status: 1,
      user_id: ctx.worker.user.id,
      assigned_at: at(1),
    });
    const row = await rowOf(ctx.worker, 'mission/selected', id);
    expect(row).toMatchObject({ ownerName: 'Av. Ayşe Gülşen Yılmaz', userName: 'Av. Mehmet Çelik' });
    expect(row.status.filter((s) => s.text === statusTexts.urgent.text)).toHaveLength(1);
    const open = await taskIn(MissionStatus.open);
    expect(await rowOf(ctx.owner, 'mission/created', open)).toMatchObject({
      ownerName: 'Av. Ayşe Gülşen Yılmaz',
      userName: null,
    });
  });

  it('the archive names both lawyers', async () => {
    const id = await taskIn(MissionStatus.completed);
    const res = await ctx.call(ctx.worker, 'GET', 'mission/archive?type=completed');
    const item = (res.json() as { data: { missionId: number }[] }).data.find((a) => a.missionId === id);
    expect(item).toMatchObject({ ownerName: 'Av. Ayşe Gülşen Yılmaz', userName: 'Av. Mehmet Çelik' });
  });

  it('the detail page’s tip comes from the server while the task is assigned, and only then', async () => {
    expect((await detailOf(ctx.worker, await taskIn(MissionStatus.assigned))).statusTip).toBe(ASSIGNED_TIP);
    expect((await detailOf(ctx.owner, await taskIn(MissionStatus.open))).statusTip).toBeNull();
    expect((await detailOf(ctx.owner, await taskIn(MissionStatus.completed))).statusTip).toBeNull();
  });
});
