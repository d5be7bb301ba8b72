import {
  type CancelConfirmPayload,
  type CancelInfo,
  type CancelRequestItem,
  type CancelRequestPayload,
  MissionStatus,
  cancelRequestStatusLabels,
  isLateCancelRequest,
  plainText,
  lawyerDisplayName,
} from '@meslektas/domain';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../errors.ts';
import { type OutgoingEvent, taskStepEvents, writeNotifications } from '../notifications/notify.ts';
import { tasksWithPlace } from '../missions/queries.ts';
import { rescheduleReminders } from '../missions/reminder-schedule.ts';
import { escapeHtml, safeHtml } from '../text.ts';
import { findTask, missionTitle, remainingAllowance, requestableTasks } from './queries.ts';
import { refundOnCancel } from '../guaranteed-payments/guaranteed-payments.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { refreshRecord } from '../reliability/record.ts';

export const cancelRequestMessages = {
  taskNotFound: 'Görev bulunamadı.',
  requestNotFound: 'Talep bulunamadı.',
  notAssigned: 'İptal talebi yalnızca atanmış ve tamamlanmamış görevler için yapılabilir.',
  unknownType: 'Lütfen sorun tipini seçiniz.',
  allowanceSpent: 'Bu ay için iptal talebi hakkınız kalmadı.',
  alreadyPending: 'Bu görev için yanıt bekleyen bir iptal talebi zaten var.',
  created: 'İptal talebiniz karşı tarafa iletildi.',
  ownRequest: 'Kendi iptal talebinizi yanıtlayamazsınız.',
  alreadyAnswered: 'Bu iptal talebi zaten yanıtlanmış.',
  taskClosed: 'Görev tamamlandığı veya iptal edildiği için bu talep artık yanıtlanamaz.',
  confirmed: 'İptal talebini onayladınız, görev iptal edildi.',
  rejected: 'İptal talebini reddettiniz, görev devam ediyor.',
} as const;

/** How many requests the page lists, newest first. */
const LIST_LIMIT = 50;

/** The reason a confirmed request writes on the task: the problem type, then his own words. */
const reasonOf = (r: { type_text: string; description: string | null }) =>
  r.description ? `${r.type_text}: ${r.description}` : r.type_text;

/** The request's HTML: the task, who asked what, and his own words; built escaped, then filtered. */
function requestHtml(r: {
  title: string;
  mine: boolean;
  type_text: string;
  description: string | null;
}): string {
  const asked = r.mine ? 'İptal talebiniz' : 'Görevin iptalini talep ediyor';
  return safeHtml(
    `<p><strong>${escapeHtml(r.title)}</strong></p>` +
      `<p>${asked}: ${escapeHtml(r.type_text)}</p>` +
      (r.description ? `<p>${escapeHtml(r.description)}</p>` : ''),
  );
}

/** GET cancelRequest/info: the form's tasks and types, the lawyer's requests and his allowance. */
export async function cancelRequestInfo(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  user: UserRow,
): Promise<CancelInfo> {
  const now = deps.now();
  const [missions, types, rows, remaining] = await Promise.all([
    requestableTasks(db, user.id),
    db
      .selectFrom('cancel_request_types')
      .select(['value', 'text'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    tasksWithPlace(db)
      .innerJoin('cancel_requests as r', 'r.mission_id', 'm.id')
      .innerJoin('users as other', (join) =>
        join.on((eb) =>
          eb(
            'other.id',
            '=',
            eb
              .case()
              .when('r.requester_id', '=', user.id)
              .then(eb.ref('r.recipient_id'))
              .else(eb.ref('r.requester_id'))
              .end(),
          ),
        ),
      )
      .select([
        'r.id',
        'r.requester_id',
        'r.type_text',
        'r.description',
        'r.status',
        'r.late',
        'm.status as mission_status',
        'm.plan_date',
        'm.plan_time',
        'm.address_name',
        'c.name as category',
        'a.name as adliye',
        'other.name',
        'other.avatar',
        'other.verification_image',
      ])
      .where((eb) => eb.or([eb('r.requester_id', '=', user.id), eb('r.recipient_id', '=', user.id)]))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    remainingAllowance(db, user, now),
  ]);
  const requests = rows.map((r): CancelRequestItem => {
    const mine = r.requester_id === user.id;
    const open = r.status === 'pending' && r.mission_status === MissionStatus.assigned;
    const label =
      r.status === 'pending' && !open
        ? cancelRequestStatusLabels.closed
        : cancelRequestStatusLabels[r.status];
    return {
      id: r.id,
      name: lawyerDisplayName(r.name),
      avatar: r.avatar,
      verification_image: r.verification_image,
      text: requestHtml({ title: missionTitle(r), mine, type_text: r.type_text, description: r.description }),
      status: { name: label.name, colorName: label.colorName },
      actions: open && !mine,
      mine,
      late: r.late === 1,
    };
  });
  return { missions, types, requests, remaining };
}

/**
 * POST cancelRequest: a party of an assigned task asks the other party to cancel it. One request
 * per task may wait for an answer; each request spends one of the month's allowance.
 */
export async function createCancelRequest(
  db: Db,
  deps: ChangeDeps,
  user: UserRow,
  input: CancelRequestPayload,
) {
  const now = deps.now();
  const task = await findTask(db, input.mission_id);
  // A task he is no party to is as unknown to him as a missing one.
  if (!task || (task.owner_id !== user.id && task.user_id !== user.id)) {
    throw new HttpError(404, cancelRequestMessages.taskNotFound);
  }
  if (task.status !== MissionStatus.assigned || task.user_id === null) {
    const error =
      task.status === MissionStatus.completed
        ? 'already_completed'
        : task.status === MissionStatus.cancelled
          ? 'cancelled'
          : 'not_assigned';
    throw new HttpError(409, cancelRequestMessages.notAssigned, { error });
  }
  const type = await db
    .selectFrom('cancel_request_types')
    .select(['value', 'text'])
    .where('value', '=', input.cancel_text)
    .executeTakeFirst();
  if (!type) {
    throw new HttpError(422, cancelRequestMessages.unknownType, {
      errors: { cancel_text: [cancelRequestMessages.unknownType] },
    });
  }
  const description = input.description === undefined ? '' : plainText(input.description).trim();
  const recipientId = task.owner_id === user.id ? task.user_id : task.owner_id;
  const late = isLateCancelRequest({ planDate: task.plan_date, planTime: task.plan_time }, now);
  const events: OutgoingEvent[] = [];
  let created: { id: number; remaining: number };
  try {
    created = await db.transaction().execute(async (trx) => {
      // Touching his row first makes requests of one lawyer sent at once wait for each other on
      // PostgreSQL, so both cannot pass the allowance check; SQLite runs one write at a time anyway.
      const me = await trx
        .updateTable('users')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', user.id)
        .returning(['id', 'cancel_request'])
        .executeTakeFirstOrThrow();
      const remaining = await remainingAllowance(trx, me, now);
      if (remaining <= 0) throw new HttpError(403, cancelRequestMessages.allowanceSpent);
      const row = await trx
        .insertInto('cancel_requests')
        .values({
          mission_id: task.id,
          requester_id: user.id,
          recipient_id: recipientId,
          type_value: type.value,
          type_text: type.text,
          description: description || null,
          status: 'pending',
          late: late ? 1 : 0,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (late) await refreshRecord(trx, user.id, now);
      events.push(
        ...(await writeNotifications(
          trx,
          [recipientId],
          {
            type: 'cancel_requested',
            missionId: task.id,
            title: 'İptal Talebi',
            message: `${lawyerDisplayName(user.name)} görevin iptalini talep ediyor: ${type.text}`,
          },
          now,
        )),
      );
      return { id: row.id, remaining: remaining - 1 };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, cancelRequestMessages.alreadyPending);
    throw err;
  }
  await deps.publish(events);
  return {
    status: 'true' as const,
    message: cancelRequestMessages.created,
    data: { id: created.id, late, remaining: created.remaining },
  };
}

/**
 * POST mission/cancelConfirm: the counterparty answers. Confirming cancels the task (status 4, the
 * request's reason) and tells both parties; rejecting keeps the task and tells the requester, who
 * may take it to the dispute desk.
 */
export async function answerCancelRequest(
  db: Db,
  deps: ChangeDeps,
  user: UserRow,
  input: CancelConfirmPayload,
) {
  const now = deps.now();
  const request = await db
    .selectFrom('cancel_requests as r')
    .innerJoin('missions as m', 'm.id', 'r.mission_id')
    .select([
      'r.id',
      'r.mission_id',
      'r.requester_id',
      'r.recipient_id',
      'r.type_text',
      'r.description',
      'r.status',
      'm.status as mission_status',
      'm.owner_id',
      'm.user_id',
    ])
    .where('r.id', '=', input.req_id)
    .executeTakeFirst();
  if (!request || (request.requester_id !== user.id && request.recipient_id !== user.id)) {
    throw new HttpError(404, cancelRequestMessages.requestNotFound);
  }
  if (request.requester_id === user.id) throw new HttpError(403, cancelRequestMessages.ownRequest);
  if (request.status !== 'pending') throw new HttpError(409, cancelRequestMessages.alreadyAnswered);
  if (request.mission_status !== MissionStatus.assigned) {
    throw new HttpError(409, cancelRequestMessages.taskClosed);
  }
  const confirm = input.action === 'confirm';
  const reason = reasonOf(request);
  const parties = [request.owner_id, request.user_id ?? request.recipient_id];
  const events: OutgoingEvent[] = [];
  await db.transaction().execute(async (trx) => {
    const tell = async (userId: number, title: string, message: string) => {
      const notice = {
        type: 'cancel_request_answered',
        missionId: request.mission_id,
        title,
        message,
      } as const;
      events.push(...(await writeNotifications(trx, [userId], notice, now)));
    };
    const answered = await trx
      .updateTable('cancel_requests')
      .set({ status: confirm ? 'confirmed' : 'rejected', answered_at: now.toISOString() })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1)
      throw new HttpError(409, cancelRequestMessages.alreadyAnswered);
    if (!confirm) {
      await tell(
        request.requester_id,
        'İptal Talebiniz Reddedildi',
        `${lawyerDisplayName(user.name)} iptal talebinizi reddetti, görev devam ediyor. Anlaşamazsanız Uyuşmazlık Masası’na başvurabilirsiniz.`,
      );
      return;
    }
    const cancelled = await trx
      .updateTable('missions')
      .set({ status: MissionStatus.cancelled, cancel_text: reason, cancelled_at: now.toISOString() })
      .where('id', '=', request.mission_id)
      .where('status', '=', MissionStatus.assigned)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) throw new HttpError(409, cancelRequestMessages.taskClosed);
    const planned = await trx
      .selectFrom('missions')
      .select(['id', 'plan_date', 'plan_time'])
      .where('id', '=', request.mission_id)
      .executeTakeFirstOrThrow();
    events.push(...(await refundOnCancel(trx, planned, now)));
    await trx
      .insertInto('activity')
      .values({
        type: 'cancelled',
        user_id: request.requester_id,
        mission_id: request.mission_id,
        created_at: now.toISOString(),
      })
      .execute();
    // Its reminders not sent yet are dropped with it.
    await rescheduleReminders(trx, request.mission_id, now);
    await tell(
      request.requester_id,
      'İptal Talebiniz Onaylandı',
      `${lawyerDisplayName(user.name)} iptal talebinizi onayladı, görev iptal edildi.`,
    );
    await tell(user.id, 'Görev İptal Edildi', `İptal talebini onayladınız. İptal sebebi: ${reason}`);
  });
  if (confirm) {
    const cancelled = { missionStatus: MissionStatus.cancelled, change: 'cancelled' } as const;
    events.push(...taskStepEvents({ missionId: request.mission_id, ...cancelled }, parties));
  }
  await deps.publish(events);
  return {
    status: 'true' as const,
    message: confirm ? cancelRequestMessages.confirmed : cancelRequestMessages.rejected,
    data: {
      missionId: request.mission_id,
      missionStatus: confirm ? MissionStatus.cancelled : MissionStatus.assigned,
    },
  };
}
