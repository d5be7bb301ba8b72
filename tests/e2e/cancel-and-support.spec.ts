import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { assignedTask, demoOperator, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

/** Burak, the fourth demo lawyer: he applies here once, well below the free tier's daily limit. */
const burak = lawyers.fourth.telephone;

test('a cancel request confirmed by the other party cancels the task for both', async ({
  request,
  signIn,
}) => {
  const { missionId } = await assignedTask(request, burak);
  const reason = `Müvekkil vekaleti geri aldı (${missionId}).`;

  // Burak, the assigned lawyer, asks Ayşe to cancel the task.
  const asker = await signIn(burak);
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
  const owner = await signIn(lawyers.owner.telephone);
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
});

test('telefon: a support ticket is sent, waits, and shows the operator’s answer when it comes', async ({
  api,
  signIn,
}) => {
  const page = await signIn(lawyers.outsider.telephone);
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
  const operator = api.as(demoOperator.telephone);
  const waiting = await operator.call(contract.admin.tickets, { query: { status: 'pending', page: 1 } });
  const [newest] = waiting.data
    .filter((t) => t.telephone === lawyers.outsider.telephone)
    .sort((a, b) => b.id - a.id);
  await operator.call(contract.admin.answerTicket, {
    params: { id: newest!.id },
    body: { answer: '<p>Ödemeniz bulundu, Pro üyeliğiniz <strong>tanımlandı</strong>.</p>' },
  });
  await expect(ticket.getByText('Cevaplandı')).toBeVisible();
  await expect(ticket.getByText('Pro üyeliğiniz', { exact: false })).toBeVisible();

  // A subject that leads elsewhere opens its page.
  await page
    .getByRole('combobox', { name: 'Konu', exact: true })
    .selectOption({ label: 'Atanmış bir görevi iptal etmek istiyorum' });
  await expect(page).toHaveURL(urlOf('cancel-task'));
});
