import type { Flag, MissionStatusPayload, NotifyPayload, NotifySettings } from '@meslektas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const preferenceMessages = {
  notifySaved: 'Bildirim ayarlarınız kaydedildi.',
  missionStatusOpened: 'Görev alma durumunuz açıldı. Adliyelerinizdeki yeni görevler size iletilecek.',
  missionStatusClosed: 'Görev alma durumunuz kapatıldı. Size görev iletilmeyecek.',
} as const;

/** notify: the three task notification channels, stored as given. */
export async function updateNotify(
  db: Kysely<Database>,
  userId: number,
  input: NotifyPayload,
  now: Date,
): Promise<NotifySettings> {
  const row = await db
    .updateTable('users')
    .set({ ...input, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .returning(['email_notify', 'sms_notify', 'call_notify'])
    .executeTakeFirstOrThrow();
  return {
    email_notify: row.email_notify as Flag,
    sms_notify: row.sms_notify as Flag,
    call_notify: row.call_notify as Flag,
  };
}

/**
 * missionStatus: 1 open, 0 closed. The pending list and the audience of new tasks read the column
 * on every request, so the change holds from the next one on.
 */
export async function setMissionStatus(
  db: Kysely<Database>,
  userId: number,
  input: MissionStatusPayload,
  now: Date,
): Promise<{ missionStatus: Flag; message: string }> {
  await db
    .updateTable('users')
    .set({ mission_status: input.status, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return {
    missionStatus: input.status,
    message:
      input.status === 1 ? preferenceMessages.missionStatusOpened : preferenceMessages.missionStatusClosed,
  };
}
