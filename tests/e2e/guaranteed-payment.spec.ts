import {
  SANDBOX_3DS_CODE,
  composeTurkishIban,
  consolePaths,
  istanbulDay,
  payoutMessages,
  plannedInstant,
  reportMessages,
  sandboxTestCards,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import {
  caglayan,
  createTaskViaApi,
  demoOperator,
  findOwnTask,
  lawyers,
  titleOf,
  toast,
  urlOf,
  withoutDailyLimit,
} from '../helpers/lawyers.ts';
import { advanceServerClock, serverNow, serverToday } from './support/clock.ts';

const assignee = { telephone: lawyers.applicant.telephone, name: 'Av. Mehmet Demir' };

test('a guaranteed task: paid by card and held, reported, accepted and released to the assignee, who asks for a payout; another refunded by the operator', async ({
  request,
  api,
  signIn,
}) => {
  test.slow();
  const owner = await signIn(lawyers.owner.telephone);
  const description = `Güvenceli görev ${Date.now()}`;

  // Ayşe creates an urgent task (assignable at once) and asks for the payment guarantee: the form
  // shows what she will pay and what the assignee will receive.
  await owner.goto(urlOf('assign-task'));
  await expect(owner.getByRole('heading', { name: titleOf('assign-task') })).toBeVisible();
  await owner.getByLabel('Baro', { exact: true }).selectOption({ label: 'İstanbul Barosu' });
  await owner.getByLabel('Adliye', { exact: true }).selectOption({ label: 'Çağlayan Adliyesi' });
  await owner.getByLabel('Kategori').selectOption({ label: 'Dosya İnceleme ve Fotokopi' });
  await owner.getByLabel('Bütçe').selectOption({ index: 1 });
  await owner.getByLabel('Tarih').fill(await serverToday(request));
  await owner.getByLabel('Açıklama').fill(description);
  await owner.getByRole('switch', { name: 'Acil Görev' }).check();
  await owner.getByRole('switch', { name: 'Ödeme güvencesi' }).check();
  await expect(owner.getByText('Ödeyeceğiniz tutar')).toBeVisible();
  await expect(owner.getByText('Avukatın alacağı tutar')).toBeVisible();
  expect(await axeViolations(owner), 'the form with the guarantee').toEqual([]);
  await owner.getByRole('button', { name: 'Devam Et' }).click();
  await expect(owner).toHaveURL(urlOf('assign-task-confirm'));
  await owner.getByRole('button', { name: 'Görevi Oluştur' }).click();
  await expect(owner).toHaveURL(urlOf('created-tasks'));
  const missionId = (await findOwnTask(request, lawyers.owner.telephone, description))!;
  expect(missionId).not.toBeNull();

  // Mehmet applies from Çağlayan.
  await withoutDailyLimit(request, () =>
    api.as(assignee.telephone).call(contract.missions.confirm, {
      body: { mission_id: missionId, message_id: 0, ...caglayan },
    }),
  );

  // Choosing him opens the payment step; the task is not assigned until the money is held.
  await owner.goto(urlOf('desigination-task', { missionId }));
  const applicant = owner.getByRole('table', { name: 'Başvuranlar' }).locator('tbody tr');
  await expect(applicant).toHaveCount(1);
  await applicant.getByRole('button', { name: 'Görevi Ata' }).click();
  await expect(owner).toHaveURL(urlOf('guarantee-payment', { missionId }));
  await expect(owner.getByRole('heading', { level: 1, name: titleOf('guarantee-payment') })).toBeVisible();
  const detail = await api.as(lawyers.owner.telephone).call(contract.missions.detail, {
    body: { mission_id: missionId },
  });
  expect(detail.data).toMatchObject({ missionStatus: 0, userId: null, guarantee: 'created' });
  expect(await axeViolations(owner), 'the payment step').toEqual([]);

  // She pays with the sandbox's 3-D Secure card and the bank's code.
  await owner.getByLabel('Kart Üzerindeki Ad Soyad').fill('Av. Ayşe Yılmaz');
  await owner.getByLabel('Kart Numarası').fill(sandboxTestCards.threeDSecure);
  await owner.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/35');
  await owner.getByLabel('Güvenlik Kodu (CVC)').fill('123');
  await owner.getByRole('button', { name: 'Ödemeyi Tamamla' }).click();
  await expect(owner.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
  await owner.getByLabel('Doğrulama Kodu').fill(SANDBOX_3DS_CODE);
  await owner.getByRole('button', { name: 'Onayla' }).click();
  await expect(owner.getByText(`Ödeme güvencede. Görev ${assignee.name} adlı avukata atandı.`)).toBeVisible();
  await owner.getByRole('button', { name: 'Göreve Git' }).click();
  await expect(owner).toHaveURL(urlOf('detail-task', { missionId }));
  await expect(owner.getByText('Ödeme güvencede', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(owner), 'the held task').toEqual([]);

  // Mehmet sees the same on his task and on his list.
  const worker = await signIn(assignee.telephone);
  await worker.goto(urlOf('selected-tasks'));
  await expect(
    worker.locator(`tr[data-mission-id="${missionId}"]`).getByText('Ödeme güvencede', { exact: true }),
  ).toBeVisible();
  await worker.goto(urlOf('detail-task', { missionId }));
  await expect(worker.getByText('Ödeme güvencede', { exact: true }).first()).toBeVisible();

  // The planned time passes (the server's clock moves, nobody waits) and he files his report.
  const now = await serverNow(request);
  const planned = plannedInstant(istanbulDay(now), null);
  if (now < planned) {
    await advanceServerClock(request, Math.ceil((planned.getTime() - now.getTime()) / 60_000) + 1);
  }
  await worker.reload();
  await worker.getByRole('button', { name: 'Rapor yaz' }).click();
  const form = worker.getByRole('form', { name: 'Görev Raporu' });
  await form.getByLabel('Dosya incelendi').check();
  await form.getByRole('button', { name: 'Raporu Gönder' }).click();
  await expect(toast(worker, reportMessages.filed)).toBeVisible();

  // Ayşe accepts it: the held money goes to Mehmet's wallet.
  await owner.reload();
  const report = owner.getByRole('region', { name: 'Görev Raporu' });
  await report.getByRole('button', { name: 'Raporu Onayla' }).click();
  await expect(toast(owner, reportMessages.accepted)).toBeVisible();
  await owner.reload();
  await expect(owner.getByText('Ödeme avukata aktarıldı', { exact: true }).first()).toBeVisible();

  // Mehmet's wallet holds the budget, and he asks for a payout of it.
  await worker.goto(urlOf('request-payment'));
  await expect(worker.locator('[data-slot="payout-form-balance"]')).toContainText('500 TL');
  await worker
    .locator('[data-slot="payout-form"]')
    .getByLabel(/^IBAN/)
    .fill(composeTurkishIban('00010', '87654321'));
  await worker.getByLabel(/Tutar \(En az 100 TL\)/).fill('500');
  await worker.getByRole('button', { name: 'Ödeme Talebinde Bulun' }).click();
  await expect(toast(worker, payoutMessages.requested)).toBeVisible();
  await expect(worker.locator('[data-slot="payout-form-balance"]')).toContainText('0 TL');

  // A second guaranteed task, paid and held, is disputed by Ayşe.
  const second = await createTaskViaApi(request, lawyers.owner.telephone, { fast: true, guaranteed: true });
  await withoutDailyLimit(request, () =>
    api.as(assignee.telephone).call(contract.missions.confirm, {
      body: { mission_id: second.missionId, message_id: 0, ...caglayan },
    }),
  );
  const ayse = api.as(lawyers.owner.telephone);
  const mehmet = (await ayse.call(contract.missions.applicants, { body: { mission_id: second.missionId } }))
    .data.data[0]!;
  await ayse.call(contract.missions.selectUser, {
    body: { mission_id: second.missionId, user_id: mehmet.user_id, order_num: 0, bio: 0 },
  });
  const started = await ayse.call(contract.guarantees.view, { params: { id: second.missionId } });
  const paid = await ayse.call(contract.guarantees.sandboxCard, {
    params: { id: started.data.guarantee.id },
    body: { name: 'Av. Ayşe Yılmaz', number: sandboxTestCards.success, expiry: '12/35', cvc: '123' },
  });
  expect(paid.data.guarantee.state).toBe('held');
  const disputed = await request.post('/api/conflicts', {
    headers: { authorization: `Bearer ${await ayse.token()}` },
    multipart: {
      mission_id: String(second.missionId),
      message: 'Görev yapılmadı; ödemenin iadesini istiyorum.',
    },
  });
  expect(disputed.ok(), await disputed.text()).toBe(true);

  // The operator refunds it from the console's 'Güvenceli Ödemeler', with a reason.
  const desk = await signIn(demoOperator.telephone);
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(consolePaths.dashboard);
  await desk.getByRole('link', { name: 'Güvenceli Ödemeler' }).click();
  await expect(desk).toHaveURL(consolePaths.guarantees);
  const paymentId = started.data.guarantee.id;
  await desk.getByRole('button', { name: `Karar ver: Ödeme #${paymentId}` }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Görev sahibine iade et/ }).check();
  await dialog.getByLabel(/Gerekçe/).fill('Görevin yapılmadığı tutanakla sabit.');
  expect(await axeViolations(desk), 'the decision dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Devam Et' }).click();
  await dialog.getByRole('button', { name: 'Kararı Onayla' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    `Karar kaydedildi; iki tarafa bildirildi. (Ödeme #${paymentId})`,
  );
  await expect(
    desk
      .getByRole('table')
      .locator(`[data-guarantee-id="${paymentId}"]`)
      .getByText('Ödeme iade edildi', { exact: true }),
  ).toBeVisible();

  // Ayşe's task says so.
  await owner.goto(urlOf('detail-task', { missionId: second.missionId }));
  await expect(owner.getByText('Ödeme iade edildi', { exact: true }).first()).toBeVisible();
});
