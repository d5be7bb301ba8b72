import { MissionStatus, lawyerDisplayName } from '@meslektas/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MissionsTable, UserRow } from '../../db/schema.ts';
import { type OutgoingEvent, taskStepEvents, writeNotifications } from '../notifications/notify.ts';
import { refreshRecord } from '../reliability/record.ts';
import { rescheduleReminders } from './reminder-schedule.ts';

type Mission = Selectable<MissionsTable>;

/**
 * The assignment inside the caller's transaction (a guaranteed payment's hold assigns in its own):
 * the task, its feed line and both notifications. Answers the events to publish after the commit,
 * or null when the task is no longer open and unassigned (nothing written).
 */
export async function assignIn(
  trx: Kysely<Database>,
  mission: Pick<Mission, 'id' | 'owner_id'>,
  owner: Pick<UserRow, 'name'>,
  assigneeId: number,
  others: number[],
  now: Date,
): Promise<OutgoingEvent[] | null> {
  const events: OutgoingEvent[] = [];
  const result = await trx
    .updateTable('missions')
    .set({ user_id: assigneeId, status: MissionStatus.assigned, assigned_at: now.toISOString() })
    .where('id', '=', mission.id)
    .where('status', '=', MissionStatus.open)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  await trx
    .insertInto('activity')
    .values({
      // The feed credits the step to who took it: the owner assigned the task.
      type: 'assigned',
      user_id: mission.owner_id,
      mission_id: mission.id,
      created_at: now.toISOString(),
    })
    .execute();
  // Its reminders, before the planned time, for the report after it, and when the report is late.
  await rescheduleReminders(trx, mission.id, now);
  // His new task's report falls due later: the record's stale time moves.
  await refreshRecord(trx, assigneeId, now);
  events.push(
    ...(await writeNotifications(
      trx,
      [assigneeId],
      {
        type: 'selected',
        missionId: mission.id,
        title: 'Göreve Seçildiniz',
        message: `${lawyerDisplayName(owner.name)} sizi göreve atadı. Görev detayından iletişime geçebilirsiniz.`,
      },
      now,
    )),
    ...(await writeNotifications(
      trx,
      others,
      {
        type: 'not_selected',
        missionId: mission.id,
        title: 'Göreve Seçilmediniz',
        message: 'Başvurduğunuz görev için başka bir meslektaşınız seçildi.',
      },
      now,
    )),
  );
  const assigned = { missionId: mission.id, missionStatus: MissionStatus.assigned };
  events.push(
    ...taskStepEvents({ ...assigned, change: 'selected' }, [assigneeId], [mission.owner_id, assigneeId]),
    ...taskStepEvents({ ...assigned, change: 'not_selected' }, others, []),
  );
  return events;
}
