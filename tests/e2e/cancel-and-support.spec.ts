import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';
import { e2eScript } from '../helpers/registration.ts';
import {
  apiToken,
  caglayan,
  createTaskViaApi,
  lawyers,
  signedInContext,
  titleOf,
  toast,
  urlOf,
} from '../helpers/lawyers.ts';

/** Burak, the fourth demo lawyer: he applies here once, well below the free tier's daily limit. */
const burak = '05550000004';

/** An urgent task of Ayşe (Pro), applied to by Burak and assigned to him. */
async function taskAssignedToBurak(request: APIRequestContext) {
  const task = await createTaskViaApi(request, lawyers.owner.telephone, { fast: true });
  const owner = { Authorization: `Bearer ${await apiToken(request, lawyers.owner.telephone)}` };
  const applicant = { Authorization: `Bearer ${await apiToken(request, burak)}` };
  const applied = await request.post('/api/mission/confirmMission', {
    headers: applicant,
    data: { mission_id: task.missionId, message_id: 0, ...caglayan },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const users = await request.post('/api/application/getUsers', {
    headers: owner,
    data: { mission_id: task.missionId },
  });
  const [first] = ((await users.json()) as { data: { data: { user_id: number }[] } }).data.data;
  const selected = await request.post('/api/application/selectUser', {
    headers: owner,
    data: { mission_id: task.missionId, user_id: first!.user_id, order_num: 0, bio: 0 },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  return task.missionId;
}

test('a cancel request confirmed by the other party cancels the task for both', async ({
  browser,
  request,
}) => {
  const missionId = await taskAssignedToBurak(request);
  const reason = `Müvekkil vekaleti geri aldı (${missionId}).`;

  // Burak, the assigned lawyer, asks Ayşe to cancel the task.
  const assignee = await signedInContext(browser, request, burak);
  const asker = await assignee.newPage();
  await asker.goto(urlOf('cancel-task'));
  await expect(asker.getByRole('heading', { level: 1, name: 'Görev İptal Bildirimleri' })).toBeVisible();
  await expect(asker.getByRole('status').filter({ hasText: 'kalan iptal talebi hakkınız: 3' })).toBeVisible();
  expect(await axeViolations(asker), 'the empty form').toEqual([]);
  await asker.getByRole('combobox', { name: 'Görev', exact: true }).selectOption(String(missionId));
  await asker
    .getByRole('combobox', { name: 'Sorun tipi' })
    .selectOption({ label: 'Müvekkil işten vazgeçti' });
  await asker.getByLabel('Açıklama').fill(reason);
  await asker.getByRole('button', { name: 'İptal Talebi Oluştur' }).click();
  await expect(toast(asker, 'İptal talebiniz karşı tarafa iletildi.')).toBeVisible();
  await expect(asker.getByRole('status').filter({ hasText: 'kalan iptal talebi hakkınız: 2' })).toBeVisible();
  const mine = asker.getByRole('listitem').filter({ hasText: reason });
  await expect(mine.getByText('Onay Bekliyor')).toBeVisible();
  // Asked on the task's own day: marked late.
  await expect(mine.getByText('Geç bildirim')).toBeVisible();

  // Ayşe, the owner, confirms it.
  const ayse = await signedInContext(browser, request, lawyers.owner.telephone);
  const owner = await ayse.newPage();
  await owner.goto(urlOf('cancel-task'));
  const theirs = owner.getByRole('listitem').filter({ hasText: reason });
  await expect(theirs.getByText('Görevin iptalini talep ediyor: Müvekkil işten vazgeçti')).toBeVisible();
  expect(await axeViolations(owner), 'a request to answer').toEqual([]);
  await theirs.getByRole('button', { name: 'Onaylıyorum' }).click();
  await expect(toast(owner, 'İptal talebini onayladınız, görev iptal edildi.')).toBeVisible();
  await expect(theirs.getByText('Onaylandı, Görev İptal Edildi')).toBeVisible();

  // Burak's page follows live; both lists show the task cancelled.
  await expect(mine.getByText('Onaylandı, Görev İptal Edildi')).toBeVisible();
  await owner.goto(urlOf('created-tasks'));
  await expect(owner.locator(`tr[data-mission-id="${missionId}"]`).getByText('İptal Edildi')).toBeVisible();
  await asker.goto(urlOf('selected-tasks'));
  await expect(asker.locator(`tr[data-mission-id="${missionId}"]`).getByText('İptal Edildi')).toBeVisible();
  await assignee.close();
  await ayse.close();
});

test('telefon: a support ticket is sent, waits, and shows the operator’s answer when it comes', async ({
  browser,
  request,
}) => {
  const context = await signedInContext(browser, request, lawyers.outsider.telephone);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(urlOf('support'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('support') })).toBeVisible();
  expect(await axeViolations(page), 'the empty form').toEqual([]);

  // A subject with an explanation shows it under the select.
  await page
    .getByRole('combobox', { name: 'Konu', exact: true })
    .selectOption({ label: 'Ödeme ve Pro üyelik' });
  await page
    .getByRole('combobox', { name: 'Alt konu' })
    .selectOption({ label: 'Ödeme talebim sonuçlanmadı' });
  await expect(page.getByRole('note')).toContainText('5 iş günü');
  await page
    .getByRole('combobox', { name: 'Alt konu' })
    .selectOption({ label: 'Pro üyelik ödemem hesabıma yansımadı' });
  const question = `Kartımdan çekim yapıldı ama hesabım Pro olmadı (${Date.now()}).`;
  await page.getByLabel('Sorunuz').fill(question);
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(
    toast(page, 'Talebiniz alındı. Destek ekibimiz en kısa sürede yanıtlayacaktır.'),
  ).toBeVisible();
  const ticket = page.getByRole('listitem').filter({ hasText: question });
  await expect(ticket.getByText('Bekliyor')).toBeVisible();
  expect(await axeViolations(page), 'a waiting ticket').toEqual([]);

  // An operator answers: the ticket turns answered on the open page.
  e2eScript(
    'tickets-db',
    'answer',
    lawyers.outsider.telephone,
    '<p>Ödemeniz bulundu, Pro üyeliğiniz <strong>tanımlandı</strong>.</p>',
  );
  await expect(ticket.getByText('Cevaplandı')).toBeVisible();
  await expect(ticket.getByText('Pro üyeliğiniz', { exact: false })).toBeVisible();

  // A subject that leads elsewhere opens its page.
  await page
    .getByRole('combobox', { name: 'Konu', exact: true })
    .selectOption({ label: 'Atanmış bir görevi iptal etmek istiyorum' });
  await expect(page).toHaveURL(urlOf('cancel-task'));
  await context.close();
});
