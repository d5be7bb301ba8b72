import { type Flag, type ReminderSettings, reminderMessages } from '@meslektas/domain';
import type { Db } from '../deps.ts';

/** The lawyer's own reminder channels (rules/reminders.ts). */
export async function reminderSettingsOf(db: Db, userId: number): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('users')
    .select(['reminder_push', 'reminder_sms'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { push: row.reminder_push as Flag, sms: row.reminder_sms as Flag };
}

/** Turns his reminders' push and SMS on or off; the reminders read them when they are sent. */
export async function updateReminderSettings(db: Db, userId: number, input: ReminderSettings, now: Date) {
  await db
    .updateTable('users')
    .set({ reminder_push: input.push, reminder_sms: input.sms, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return {
    status: 'true' as const,
    message: reminderMessages.saved,
    data: await reminderSettingsOf(db, userId),
  };
}
