import { type APIRequestContext, expect, test } from '@playwright/test';
import { permissionMessages, settingsSectionPath } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { TOKEN_KEY, createTaskViaApi, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';
import { e2eScript, registerApprovedLawyer, tcKimlikFrom } from '../helpers/registration.ts';

const CAGLAYAN_ADLIYESI_ID = 3401;

/**
 * A lawyer of his own, approved and serving Çağlayan Adliyesi: the journey closes his task-taking
 * and changes his password, which must not touch the demo lawyers other journeys sign in as.
 */
async function newActiveLawyer(request: APIRequestContext) {
  const serial = (Date.now() % 10_000_000) + 20_000_000;
  const lawyer = {
    name: 'Can',
    surname: 'Aydoğan',
    tc: tcKimlikFrom(`2${String(serial).padStart(8, '0')}`),
    sicil: `${serial % 100_000}`,
    telephone: `0548${String(serial).slice(-7)}`,
    email: `can.${serial}@example.com`,
    password: 'Ayarlar2026',
  };
  const { token } = await registerApprovedLawyer(request, lawyer);
  const headers = { authorization: `Bearer ${token}` };
  const courthouses = await request.post('/api/user/update/adliye', {
    headers,
    data: { adliye_id: [CAGLAYAN_ADLIYESI_ID] },
  });
  expect(courthouses.status()).toBe(200);
  return { ...lawyer, token };
}

async function pendingIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/global/pending', { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { data: { missionId: number }[] } };
  return body.data.data.map((m) => m.missionId);
}

test('settings: closing task-taking empties the pending list and stops new tasks, notification settings persist, a password change signs out the other session, the phone number changes by SMS code', async ({
  browser,
  request,
}) => {
  const lawyer = await newActiveLawyer(request);
  const before = await createTaskViaApi(request, lawyers.owner.telephone);
  expect(await pendingIds(request, lawyer.token)).toContain(before.missionId);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    lawyer.token,
  ] as const);
  const page = await context.newPage();

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
  const notes = await request.get('/api/notifications?page=1', {
    headers: { authorization: `Bearer ${lawyer.token}` },
  });
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
  const login = await request.post('/api/auth/login', {
    data: { telephone: lawyer.telephone, password: lawyer.password },
  });
  const { token: phoneToken } = (await login.json()) as { token: string };
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    phoneToken,
  ] as const);
  const phonePage = await phone.newPage();
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
  await phone.close();
  await context.close();
});
