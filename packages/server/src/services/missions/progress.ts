import {
  type CancelMissionRequestPayload,
  type MissionIdParam,
  MissionStatus,
  type MissionStatusCode,
  type NewCommentPayload,
  cancelReasonText,
  lawyerDisplayName,
  stepRules,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';
import { type OutgoingEvent, taskStepEvents, writeNotifications } from '../notifications/notify.ts';
import { plainText } from '../text.ts';
import { refreshRecord } from '../reliability/record.ts';
import { ownedMission } from './applicants.ts';
import { rescheduleReminders } from './reminder-schedule.ts';
import { partyMission } from './detail.ts';
import { refundOnCancel, releaseOnOwnerConfirmed } from '../guaranteed-payments/guaranteed-payments.ts';
import type { ChangeDeps, Db } from '../deps.ts';

export const progressMessages = {
  completed: 'Görev tamamlandı olarak işaretlendi.',
  alreadyCompleted: 'Görev zaten tamamlandı olarak işaretlenmiş.',
  notAssigned: 'Atama yapılmamış bir görev tamamlanamaz.',
  cancelledTask: 'İptal edilen bir görev için bu işlem yapılamaz.',
  notCompletedYet: 'Görev tamamlanmadan değerlendirme yapılamaz.',
  wrongTarget: 'Yalnızca bu görevdeki meslektaşınızı değerlendirebilirsiniz.',
  alreadyCommented: 'Bu görev için değerlendirmenizi zaten yaptınız.',
  commented: 'Değerlendirmeniz kaydedildi.',
  cancelCompleted: 'Tamamlanan bir görev iptal edilemez.',
  alreadyCancelled: 'Görev zaten iptal edilmiş.',
  cancelled: 'Görev iptal edildi.',
} as const;

function stateError(status: MissionStatusCode): HttpError {
  if (status === MissionStatus.completed)
    return new HttpError(409, progressMessages.alreadyCompleted, { error: 'already_completed' });
  if (status === MissionStatus.cancelled)
    return new HttpError(409, progressMessages.cancelledTask, { error: 'cancelled' });
  return new HttpError(409, progressMessages.notAssigned, { error: 'not_assigned' });
}

/** mission/markAsCompleted/{id}: either party, once, while the task is assigned. */
export async function markAsCompleted(db: Db, deps: ChangeDeps, user: UserRow, { id }: MissionIdParam) {
  const now = deps.now();
  const m = await partyMission(db, id, user);
  if (!stepRules.markCompleted(m, user.id) || m.user_id === null) throw stateError(m.status);
  const counterpart = m.owner_id === user.id ? m.user_id : m.owner_id;
  const events: OutgoingEvent[] = [];
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('missions')
      .set({ status: MissionStatus.completed, completed_at: now.toISOString(), completed_by: user.id })
      .where('id', '=', m.id)
      .where('status', '=', MissionStatus.assigned)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw stateError(MissionStatus.completed);
    await trx
      .insertInto('activity')
      .values({ type: 'completed', user_id: user.id, mission_id: m.id, created_at: now.toISOString() })
      .execute();
    // The owner's confirmation releases a guaranteed payment (unless a dispute holds it).
    if (user.id === m.owner_id) events.push(...(await releaseOnOwnerConfirmed(trx, m.id, now)));
    await refreshRecord(trx, m.user_id as number, now);
    events.push(
      ...(await writeNotifications(
        trx,
        [counterpart],
        {
          type: 'completed',
          missionId: m.id,
          title: 'Görev Tamamlandı',
          message: `${lawyerDisplayName(user.name)} görevi tamamlandı olarak işaretledi. Meslektaşınızı değerlendirmeyi unutmayın.`,
        },
        now,
      )),
    );
  });
  const completed = { missionId: m.id, missionStatus: MissionStatus.completed, change: 'completed' } as const;
  events.push(...taskStepEvents(completed, [m.owner_id, m.user_id]));
  await deps.publish(events);
  return {
    status: 'true' as const,
    message: progressMessages.completed,
    data: { missionId: m.id, missionStatus: MissionStatus.completed },
  };
}

/** user/newComment: each party once, about the other party, after completion. */
export async function newComment(db: Db, deps: ChangeDeps, user: UserRow, input: NewCommentPayload) {
  const p = { ...input, comment: plainText(input.comment).trim() };
  const now = deps.now();
  const m = await partyMission(db, p.mission_id, user);
  if (!stepRules.rate(m, user.id, false) || m.user_id === null) {
    throw new HttpError(
      409,
      m.status === MissionStatus.cancelled
        ? progressMessages.cancelledTask
        : progressMessages.notCompletedYet,
      {
        error: 'not_completed',
      },
    );
  }
  const counterpart = m.owner_id === user.id ? m.user_id : m.owner_id;
  if (p.user_id !== counterpart) {
    throw new HttpError(422, progressMessages.wrongTarget, {
      errors: { user_id: [progressMessages.wrongTarget] },
    });
  }
  if (Number(m.viewer_commented) > 0) {
    throw new HttpError(409, progressMessages.alreadyCommented, { error: 'already_commented' });
  }
  const events: OutgoingEvent[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('comments')
        .values({
          mission_id: m.id,
          user_id: user.id,
          target_user_id: counterpart,
          rating: p.rating,
          comment: p.comment,
          created_at: now.toISOString(),
        })
        .execute();
      events.push(
        ...(await writeNotifications(
          trx,
          [counterpart],
          {
            type: 'commented',
            missionId: m.id,
            title: 'Yeni Değerlendirme',
            message: `${lawyerDisplayName(user.name)} sizi ${p.rating} puan ile değerlendirdi.`,
          },
          now,
        )),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, progressMessages.alreadyCommented, { error: 'already_commented' });
    throw err;
  }
  const commented = { missionId: m.id, missionStatus: MissionStatus.completed, change: 'commented' } as const;
  events.push(...taskStepEvents(commented, [counterpart], [m.owner_id, m.user_id]));
  await deps.publish(events);
  return { status: 'true' as const, message: progressMessages.commented, commentStatus: 1 as const };
}

/**
 * mission/cancelMission: the owner, before completion. After an assignment the assignee is told
 * (with the reason); before it, everyone who applied.
 */
export async function cancelMission(
  db: Db,
  deps: ChangeDeps,
  user: UserRow,
  input: CancelMissionRequestPayload,
) {
  const p = {
    ...input,
    cancel_text: input.cancel_text === undefined ? undefined : plainText(input.cancel_text).trim(),
  };
  const now = deps.now();
  const m = await ownedMission(db, p.mission_id, user);
  if (!stepRules.cancel(m, user.id)) {
    throw m.status === MissionStatus.completed
      ? new HttpError(409, progressMessages.cancelCompleted, { error: 'already_completed' })
      : new HttpError(409, progressMessages.alreadyCancelled, { error: 'cancelled' });
  }
  const reason = cancelReasonText(p.cancel_text);
  const events: OutgoingEvent[] = [];
  const told = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('missions')
      .set({ status: MissionStatus.cancelled, cancel_text: reason, cancelled_at: now.toISOString() })
      .where('id', '=', m.id)
      .where('status', 'in', [MissionStatus.open, MissionStatus.assigned])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new HttpError(409, progressMessages.alreadyCancelled, { error: 'cancelled' });
    }
    await trx
      .insertInto('activity')
      .values({ type: 'cancelled', user_id: user.id, mission_id: m.id, created_at: now.toISOString() })
      .execute();
    // Its reminders not sent yet are dropped with it.
    await rescheduleReminders(trx, m.id, now);
    events.push(...(await refundOnCancel(trx, m, now)));
    const recipients =
      m.user_id !== null
        ? [m.user_id]
        : (
            await trx.selectFrom('applications').select('user_id').where('mission_id', '=', m.id).execute()
          ).map((r) => r.user_id);
    events.push(
      ...(await writeNotifications(
        trx,
        recipients,
        {
          type: 'cancelled',
          missionId: m.id,
          title: 'Görev İptal Edildi',
          message: `İptal sebebi: ${reason}`,
        },
        now,
      )),
    );
    return recipients;
  });
  const cancelled = { missionId: m.id, missionStatus: MissionStatus.cancelled, change: 'cancelled' } as const;
  events.push(...taskStepEvents(cancelled, told, m.user_id === null ? [] : [m.owner_id, m.user_id]));
  await deps.publish(events);
  return {
    status: 'true' as const,
    message: progressMessages.cancelled,
    data: { missionId: m.id, cancelText: reason },
  };
}
