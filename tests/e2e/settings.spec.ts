import type { APIRequestContext } from '@playwright/test';
import { permissionMessages, settingsSectionPath } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { createTaskViaApi, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';
import { e2eScript, newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';

const CAGLAYAN_ADLIYESI_ID = 3401;

const can = { name: 'Can', surname: 'Aydoğan', mailbox: 'can', password: 'Ayarlar2026' };

/**
 * A lawyer of his own, approved and serving Çağlayan Adliyesi: the journey closes his task-taking
 * and changes his password, which must not touch the demo lawyers other journeys sign in as.
 */
async function newActiveLawyer(request: APIRequestContext) {
  const lawyer = newLawyer(can, 6);
  const { token } = await registerApprovedLawyer(request, lawyer);
  await clientFor(request, { token }).call(contract.courthouses.updateCourthouses, {
    body: { adliye_id: [CAGLAYAN_ADLIYESI_ID] },
  });
  return { ...lawyer, token };
}

async function pendingIds(request: APIRequestContext, token: string): Promise<number[]> {
  const pending = await clientFor(request, { token }).call(contract.missions.pending);
  return pending.data.data.map((m) => m.missionId);
}

test('settings: closing task-taking empties the pending list and stops new tasks, notification settings persist, a password change signs out the other session, the phone number changes by SMS code', async ({
  request,
  api,
  signIn,
}) => {
  const lawyer = await newActiveLawyer(request);
  const before = await createTaskViaApi(request, lawyers.owner.telephone);
  expect(await pendingIds(request, lawyer.token)).toContain(before.missionId);

  const page = await signIn(
    { token: lawyer.token },
    { viewport: { width: 1280, height: 800 }, homePopup: true },
  );

  // Task-taking: the switch closes it, and the pending list follows at once.
  await page.goto(urlOf('pending'));
  await expect(
    page.locator('[data-slot="pending-mission-card"]').filter({ hasText: before.description }),
  ).toBeVisible();
  await page.goto(settingsSectionPath('gorev-alma'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('account-settings') })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Görev Alma Durumu' })).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page)).toEqual([]);
  const taking = page.getByRole('switch', { name: 'Görev Almak İstiyorum' });
  await expect(taking).toBeChecked();
  await taking.click();
  await expect(toast(page, 'Görev alma durumunuz kapatıldı. Size görev iletilmeyecek.')).toBeVisible();
  await expect(taking).not.toBeChecked();
  await page.goto(urlOf('pending'));
  await expect(page.getByText(permissionMessages.missionStatusClosed)).toBeVisible();
  await expect(page.locator('[data-slot="pending-mission-card"]')).toHaveCount(0);
  const after = await createTaskViaApi(request, lawyers.owner.telephone);
  expect(await pendingIds(request, lawyer.token)).toEqual([]);
  const notes = await api
    .as({ token: lawyer.token })
    .send(contract.notifications.list, { query: { page: 1 } });
  expect(await notes.text()).not.toContain(`"mission_id":${after.missionId}`);

  // Notification settings: saved, and still there after a reload.
  await page.goto(settingsSectionPath('bildirimler'));
  const sms = page.getByRole('switch', { name: 'SMS ile bildir' });
  const email = page.getByRole('switch', { name: 'E-posta ile bildir' });
  const wasSms = await sms.isChecked();
  const wasEmail = await email.isChecked();
  await sms.click();
  await email.click();
  await page.getByRole('button', { name: 'Bildirim Ayarlarını Kaydet' }).click();
  await expect(toast(page, 'Bildirim ayarlarınız kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS ile bildir' })).toBeChecked({ checked: !wasSms });
  await expect(page.getByRole('switch', { name: 'E-posta ile bildir' })).toBeChecked({ checked: !wasEmail });
  await expect(page.getByRole('switch', { name: 'Anlık Bildirimler' })).toBeVisible();

  // The other session: a phone signed in with its own token.
  const { token: phoneToken } = await api.call(contract.auth.login, {
    body: { telephone: lawyer.telephone, password: lawyer.password },
  });
  const phonePage = await signIn(
    { token: phoneToken },
    { viewport: { width: 360, height: 780 }, homePopup: true },
  );
  // A phone following a link to the desktop settings still gets a usable page.
  await phonePage.goto(settingsSectionPath('sifre'));
  await expect(phonePage.getByLabel('Mevcut Şifre')).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phonePage.goto(urlOf('settings'));
  await expect(phonePage.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();

  await page.goto(settingsSectionPath('sifre'));
  await page.getByLabel('Mevcut Şifre').fill(lawyer.password);
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni.Sifre2026');
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni.Sifre2026');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(
    toast(page, 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.'),
  ).toBeVisible();

  await phonePage.reload();
  await expect(phonePage).toHaveURL(new RegExp(`${urlOf('login')}`));
  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('account-settings') })).toBeVisible();

  // The phone change: a code by SMS to the new number, then the number is his.
  const newNumber = `0547${lawyer.telephone.slice(-7)}`;
  await page.goto(settingsSectionPath('kisisel-bilgiler'));
  const number = page.getByLabel('Telefon');
  await page.getByRole('button', { name: 'SMS ile Kod Gönder' }).click();
  await expect(number).toHaveAccessibleDescription(/Aynı Telefon Numarasını Giremezsiniz!/);
  await number.fill(newNumber.slice(1));
  await page.getByRole('button', { name: 'SMS ile Kod Gönder' }).click();
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', newNumber));
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(toast(page, 'Telefon numaranız güncellendi.')).toBeVisible();
  await expect(page.getByLabel('Telefon')).toHaveValue(/\(547\)/);
});
