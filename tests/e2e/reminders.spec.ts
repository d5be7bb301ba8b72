import { type APIRequestContext } from '@playwright/test';
import {
  SETTINGS_SECTION_PARAM,
  istanbulDay,
  istanbulTime,
  reminderMessages,
  tuningSpecs,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { caglayan, lawyers, toast, urlOf } from '../helpers/lawyers.ts';
import { advanceServerClock, serverNow } from './support/clock.ts';

const MINUTE = 60_000;
const REMINDER_MINUTES = tuningSpecs.hatirlatma_dakika.default;

/**
 * A planned time a little more than the reminder's minutes ahead of the server's clock, on a
 * five-minute mark, today in Istanbul (an urgent task is for today): when that would fall after
 * midnight, the clock first moves to the new day.
 */
async function plannedSlot(request: APIRequestContext): Promise<Date> {
  const slot = (now: Date) => {
    const ahead = now.getTime() + (REMINDER_MINUTES + 5) * MINUTE;
    return new Date(Math.ceil(ahead / (5 * MINUTE)) * 5 * MINUTE);
  };
  let now = await serverNow(request);
  if (istanbulDay(slot(now)) !== istanbulDay(now)) {
    const [h, m] = istanbulTime(now).split(':').map(Number);
    now = await advanceServerClock(request, 24 * 60 - (h! * 60 + m!) + 1);
  }
  return slot(now);
}

test('an assigned lawyer turns off reminder SMS and sees the reminder of his task in his notifications', async ({
  request,
  api,
  signIn,
}) => {
  test.slow();
  const owner = api.as(lawyers.owner.telephone);
  const assignee = api.as(lawyers.applicant.telephone);
  const description = `Hatırlatma görevi ${Date.now()}`;

  // Ayşe opens an urgent task at Çağlayan with a planned time an hour and a little ahead.
  const planned = await plannedSlot(request);
  const categories = await owner.call(contract.reference.categories);
  const category = categories.data.find((c) => c.out_adliye !== 'out' && c.time_required);
  expect(category, 'a courthouse category with a time in the demo data').toBeDefined();
  const created = await owner.call(contract.missions.create, {
    body: {
      out_adliye: 0,
      baro_id: 34,
      adliye_id: 3401,
      category_id: category!.id,
      mission_price: Number(category!.price.split(',')[0]),
      plan_date: istanbulDay(planned),
      plan_time: istanbulTime(planned),
      other_detail: description,
      fast_mission: 1,
    },
  });
  expect(created.status, JSON.stringify(created)).toBe('true');
  const mission_id = created.status === 'true' ? created.missionId : 0;

  // Mehmet applies from the courthouse and Ayşe chooses him.
  await assignee.call(contract.missions.confirm, { body: { mission_id, message_id: 0, ...caglayan } });
  const [first] = (await owner.call(contract.missions.applicants, { body: { mission_id } })).data.data;
  await owner.call(contract.missions.selectUser, {
    body: { mission_id, user_id: first!.user_id, order_num: 0, bio: 0 },
  });

  // Mehmet keeps the push, turns the reminders' SMS off in his notification settings.
  const page = await signIn(lawyers.applicant.telephone);
  await page.goto(`${urlOf('account-settings')}?${SETTINGS_SECTION_PARAM}=bildirimler`);
  const reminders = page.getByRole('group', { name: 'Hatırlatmalar' });
  await expect(reminders).toBeVisible();
  const sms = reminders.getByRole('switch', { name: 'SMS ile hatırlat' });
  await expect(sms).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await sms.click();
  await expect(toast(page, reminderMessages.saved)).toBeVisible();
  await expect(sms).not.toBeChecked();
  await expect(reminders.getByRole('switch', { name: 'Anlık bildirim ile hatırlat' })).toBeChecked();
  const stored = await assignee.call(contract.reminders.settings);
  expect(stored.data).toEqual({ push: 1, sms: 0 });

  // The server's clock reaches the reminder's time (the hour before the planned time), and no further.
  const now = await serverNow(request);
  const due = planned.getTime() - REMINDER_MINUTES * MINUTE;
  await advanceServerClock(request, Math.max(1, Math.ceil((due - now.getTime()) / MINUTE)));

  // The reminder waits in his notifications, and opens the task.
  const reminder = page
    .locator('li[data-notification-id]')
    .filter({ hasText: reminderMessages.before.title })
    .filter({ hasText: istanbulTime(planned) });
  await expect(async () => {
    await page.goto(urlOf('notifications'));
    await expect(reminder.first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(reminder.first()).toContainText(`Göreviniz yaklaşıyor: Çağlayan Adliyesi · ${category!.name}`);
  expect(await axeViolations(page)).toEqual([]);
  await reminder.first().getByRole('link').first().click();
  await expect(page).toHaveURL(urlOf('detail-task', { missionId: mission_id }));
});
