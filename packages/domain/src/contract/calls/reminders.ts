/**
 * A lawyer's reminder channels (rules/reminders.ts): the push and the SMS of his tasks' reminders,
 * each on unless he turns it off. The in-app notification always goes.
 */
import { z } from 'zod';
import { flagSchema } from '../entities/shared.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { flagField, obj } from '../fields.ts';
import { reminderMessages } from '../../rules/reminders.ts';

const tag = 'Hesap Ayarları';

export const reminderSettingsSchema = z.object({ push: flagSchema, sms: flagSchema });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsRequestSchema = obj({
  push: flagField(reminderMessages.invalid),
  sms: flagField(reminderMessages.invalid),
});

const done = z.object({ status: z.literal('true'), message: z.string() });

export const reminderCalls = {
  settings: endpoint({
    method: 'GET',
    path: '/settings/reminders',
    summary: 'Görev hatırlatmalarının push ve SMS ile gönderilip gönderilmeyeceği',
    tag,
    access: 'lawyer',
    response: dataEnvelope(reminderSettingsSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/settings/reminders',
    summary: 'Görev hatırlatmalarının push ve SMS kanallarını açar ya da kapatır',
    tag,
    access: 'lawyer',
    body: reminderSettingsRequestSchema,
    response: done.extend({ data: reminderSettingsSchema }),
  }),
};
