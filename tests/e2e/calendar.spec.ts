import fs from 'node:fs';
import ICAL from 'ical.js';
import { missionCalendarFilename, settingsSectionPath } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test } from '../helpers/fixtures.ts';
import { createTaskViaApi, lawyers, urlOf } from '../helpers/lawyers.ts';

/** The events of an iCalendar text as ical.js (a parser of its own, not the writer's) reads them. */
function eventsOf(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, zone.tzid);
  }
  return root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

const owner = lawyers.outsider.telephone;

test('a lawyer makes his calendar feed in the settings, it holds his task, and "Takvime ekle" saves its .ics', async ({
  request,
  signIn,
}) => {
  const { missionId } = await createTaskViaApi(request, owner);
  const page = await signIn(owner, { viewport: { width: 1280, height: 800 } });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(settingsSectionPath('takvim'));
  await expect(page.getByRole('tab', { name: 'Takvim Bağlantısı' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Takvim bağlantısı oluştur' }).click();
  const address = page.getByLabel('Takvim adresiniz');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await page.getByRole('button', { name: 'Kopyala' }).click();
  await expect(page.getByText('Adres panoya kopyalandı.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('heading', { name: 'Takviminize nasıl eklerim?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The feed is read as a calendar app reads it: no session, the token in the address.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const task = eventsOf(await feed.text()).find((e) => e.uid === `gorev-${missionId}@meslektas`);
  expect(task?.summary).toMatch(/– Çağlayan Adliyesi$/);
  expect(task?.location).toMatch(/^Çağlayan Adliyesi/);
  expect(String(task?.component.getFirstPropertyValue('url'))).toMatch(
    new RegExp(`${urlOf('detail-task', { missionId })}$`),
  );

  // 'Takvime ekle' on the task saves the task's own file.
  await page.goto(urlOf('detail-task', { missionId }));
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Takvime ekle' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(missionCalendarFilename(missionId));
  const events = eventsOf(fs.readFileSync(await download.path(), 'utf8'));
  expect(events.map((e) => e.uid)).toEqual([`gorev-${missionId}@meslektas`]);

  // Revoked in the settings: the address answers 404 at once.
  await page.goto(settingsSectionPath('takvim'));
  await page.getByRole('button', { name: 'İptal et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'İptal et' }).click();
  await expect(page.getByRole('button', { name: 'Takvim bağlantısı oluştur' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
