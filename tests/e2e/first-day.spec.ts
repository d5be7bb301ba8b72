import {
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  permissionMessages,
  storageKeys,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test, withoutHomePopup } from '../helpers/fixtures.ts';
import { createTaskViaApi, lawyers, toast, urlOf } from '../helpers/lawyers.ts';
import { e2eScript, fillRegistration, newLawyer } from '../helpers/registration.ts';

const mehmet = { name: 'Mehmet Can', surname: 'Öztürk', mailbox: 'mehmet', password: 'IlkGun2026' };

test('a newcomer reads the consents from the form, signs up, waits for approval, chooses his courthouse and sees its tasks', async ({
  browser,
  request,
  approveAccount,
}) => {
  test.slow();
  const lawyer = newLawyer(mehmet, 3);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withoutHomePopup(context);
  const page = await context.newPage();

  // The sign-up page carries the product's name.
  await page.goto(urlOf('register'));
  await expect(page.getByRole('main').getByText(PRODUCT_NAME, { exact: true })).toBeVisible();
  await fillRegistration(page, lawyer);

  // Each consent text opens over the half-filled form, and its page is public.
  await page.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
  const kvkk = page.getByRole('dialog', { name: 'KVKK Aydınlatma Metni' });
  await expect(kvkk).toContainText('6698 sayılı Kişisel Verilerin Korunması Kanunu');
  expect(await axeViolations(page), 'the consent dialog').toEqual([]);
  const [fullPage] = await Promise.all([
    context.waitForEvent('page'),
    kvkk.getByRole('link', { name: 'Yeni sekmede aç' }).click(),
  ]);
  await expect(fullPage).toHaveURL(urlOf('notice-page', { slug: 'kvkk-aydinlatma-metni' }));
  await expect(fullPage.getByRole('heading', { name: 'KVKK Aydınlatma Metni' })).toBeVisible();
  await expect(fullPage.getByText('6698 sayılı Kişisel Verilerin Korunması Kanunu')).toBeVisible();
  await fullPage.close();
  await kvkk.getByRole('button', { name: 'Kapat' }).click();
  await expect(kvkk).toHaveCount(0);

  await page.getByRole('link', { name: 'Kullanım Koşulları' }).click();
  const terms = page.getByRole('dialog', { name: 'Kullanım Koşulları' });
  await expect(terms).toContainText('yalnızca baroya kayıtlı avukatların kullanımına açıktır');
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);

  await expect(page).toHaveURL(urlOf('register'));
  await expect(page.getByLabel('Ad', { exact: true })).toHaveValue(lawyer.name);
  await expect(page.getByLabel('E-posta')).toHaveValue(lawyer.email);
  await expect(page.getByLabel('Şifre (Tekrar)')).toHaveValue(lawyer.password);
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).click();
  await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).click();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  await expect(page).toHaveURL(urlOf('sms-verify'));
  await page.getByRole('button', { name: 'SMS Gönder' }).click();
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', lawyer.telephone));
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(page).toHaveURL(urlOf('email-verify'));
  await page.getByRole('button', { name: 'E-posta Gönder' }).click();
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', lawyer.email));
  await page.getByRole('button', { name: 'Onayla' }).click();

  // Waiting for approval: the product, support's address, and a sign-out that ends the session.
  await expect(page).toHaveURL(urlOf('account-passive'));
  await expect(page.getByText('Hesabınız onay bekliyor.')).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  expect(await axeViolations(page), 'the passive page').toEqual([]);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBeNull();
  await page.goto(urlOf('account-passive'));
  await expect(page).toHaveURL(urlOf('login'));

  // Approved, with a task waiting at Çağlayan Adliyesi; he signs in for the first time since.
  await approveAccount(lawyer.telephone);
  const task = await createTaskViaApi(request, lawyers.owner.telephone);
  await page.getByLabel('Telefon').fill(lawyer.telephone);
  await page.getByLabel('Şifre').fill(lawyer.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(urlOf('home'));

  // No courthouse yet: home and the pending list say so instead of promising notifications.
  const prompt = page.getByRole('region', { name: 'Görev aldığınız adliyeleri seçiniz' });
  await expect(prompt).toBeVisible();
  await page.goto(urlOf('pending'));
  await expect(prompt).toBeVisible();
  await expect(page.getByText(permissionMessages.noCourthouse)).toBeVisible();
  await expect(page.getByText(task.description)).toHaveCount(0);

  await prompt.getByRole('link', { name: 'Adliyelerimi Seç' }).click();
  const picker = page.locator('[data-slot="bar-courthouse-picker"]');
  await expect(picker.getByLabel('Baro')).toHaveValue('34');
  await picker.getByRole('checkbox', { name: 'Çağlayan Adliyesi' }).click();
  await picker.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Görev adliyeleriniz güncellendi.')).toBeVisible();

  // Once his courthouses are read again, neither screen asks any more.
  const courthousesRead = () => page.waitForResponse((r) => r.url().includes('/api/user/getAdliyeData'));
  let read = courthousesRead();
  await page.goto(urlOf('home'));
  expect((await read).ok()).toBe(true);
  await expect(prompt).toHaveCount(0);
  read = courthousesRead();
  await page.goto(urlOf('pending'));
  await expect(page.getByText(task.description)).toBeVisible();
  expect((await read).ok()).toBe(true);
  await expect(prompt).toHaveCount(0);
  await context.close();
});
