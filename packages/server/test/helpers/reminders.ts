import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { PushMessage } from '../../src/services/push/sender.ts';
import { type Lawyer, insertApplication, insertMission, selectAssignee } from './missions.ts';

/**
 * A task of `owner` assigned to `assignee` through the selection call (an urgent task, which may be
 * assigned at once), planned at `plan_date` `plan_time`: the assignment schedules its reminders.
 */
export async function assignedTask(
  app: FastifyInstance,
  owner: Lawyer,
  assignee: Lawyer,
  plan: { plan_date: string; plan_time: string | null },
): Promise<number> {
  const id = await insertMission(app, owner.user, { fast: 1, ...plan });
  await insertApplication(app, id, assignee.user);
  const res = await selectAssignee(app, owner, id, assignee.user.id);
  if (res.statusCode !== 200) throw new Error(`selectUser answered ${res.statusCode}: ${res.body}`);
  return id;
}

/** What a task's reminders reached: per lawyer, his notifications of each reminder type and his SMS. */
export interface ReminderReach {
  reminder: number;
  report_reminder: number;
  sms: number;
}

/**
 * Counts what the reminders of `missionId` wrote for each of `lawyers`: the notifications of the
 * task, and every reminder SMS in the outbox to his telephone (give each test lawyers of its own).
 */
export async function reminderReach(
  app: FastifyInstance,
  missionId: number,
  lawyers: Lawyer[],
): Promise<ReminderReach[]> {
  const notes = await app.db
    .selectFrom('notifications')
    .select(['user_id', 'type'])
    .where('type', 'in', ['reminder', 'report_reminder'])
    .where('data', 'like', `%"mission_id":${missionId},%`)
    .execute();
  const sms = await app.db
    .selectFrom('outbox')
    .select(['recipient', 'body'])
    .where('channel', '=', 'sms')
    .where((eb) => eb.or([eb('body', 'like', '%yaklaşıyor%'), eb('body', 'like', '%rapor olarak%')]))
    .execute();
  return lawyers.map((l) => ({
    reminder: notes.filter((n) => n.user_id === l.user.id && n.type === 'reminder').length,
    report_reminder: notes.filter((n) => n.user_id === l.user.id && n.type === 'report_reminder').length,
    sms: sms.filter((s) => s.recipient === l.user.telephone).length,
  }));
}

/** Records the web pushes an app sends (instead of sending them): the list fills as they go. */
export function recordPushes(app: FastifyInstance): PushMessage[] {
  const sent: PushMessage[] = [];
  vi.spyOn(app.push, 'send').mockImplementation((message) => {
    sent.push(message);
  });
  return sent;
}

/** The lawyers a task's reminder pushes of `type` went to, one entry per push received. */
export function pushedTo(sent: PushMessage[], type: string, missionId: number): number[] {
  return sent.filter((m) => m.payload.tag === `${type}.${missionId}`).flatMap((m) => m.userIds);
}

/** Runs the deliveries that are due on the app's clock now. */
export async function runDue(app: FastifyInstance): Promise<void> {
  app.deliveries.kick();
  await app.deliveries.idle();
}
