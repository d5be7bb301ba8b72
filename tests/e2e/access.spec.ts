import { feedbackMessages, storageKeys } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, holdToken, test } from '../helpers/fixtures.ts';
import {
  createTaskViaApi,
  DEMO_PASSWORD,
  lawyers,
  serverConstants,
  titleOf,
  toast,
  urlOf,
} from '../helpers/lawyers.ts';

test('a lawyer who is not a party of a task is sent to the Pro page from its detail URL (403)', async ({
  request,
  signIn,
}) => {
  const { missionId } = await createTaskViaApi(request, lawyers.owner.telephone);
  const page = await signIn(lawyers.outsider.telephone);
  await page.goto(urlOf('detail-task', { missionId }));
  await expect(page).toHaveURL(urlOf('premium-account'));
  await expect(page.getByRole('heading', { name: titleOf('premium-account') })).toBeVisible();
  // The page says what Pro gives in the server's words, and promises nothing the product lacks.
  const { pro_aciklama: proText } = await serverConstants(request);
  await expect(page.getByText(proText!)).toBeVisible();
  await expect(page.getByText(/öncelikli/i)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a wrong password shows the server’s message; the right one logs in, and logging out says goodbye', async ({
  page,
  api,
}) => {
  const telephone = lawyers.outsider.telephone;
  const refused = await api.send(contract.auth.login, { body: { telephone, password: 'Yanlis.1234' } });
  expect(refused.status()).toBe(422);
  const { message } = (await refused.json()) as { message: string };

  await page.goto(urlOf('login'));
  await expect(page).toHaveTitle(/Giriş Yap/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Telefon').fill(telephone);
  await page.getByLabel('Şifre').fill('Yanlis.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(urlOf('login'));
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(toast(page, feedbackMessages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(urlOf('home'));
  await expect(page).toHaveTitle(titleOf('home'));
  // A fresh browser sees the home pop-up (first of its two showings); closing it frees the page.
  const popup = page.getByRole('dialog', { name: 'Duyuru' });
  await expect(popup).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();

  // With a token the login page goes straight home, where the pop-up shows its second and last time.
  await page.goto(urlOf('login'));
  await expect(page).toHaveURL(urlOf('home'));
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: titleOf('home') })).toBeVisible();
  await expect(popup).toBeHidden();

  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(toast(page, feedbackMessages.logoutSuccess)).toBeVisible();
  await expect(page).toHaveURL(urlOf('login'));
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBeNull();
});

test('a revoked token sends the lawyer back to the login page (401)', async ({ page }) => {
  await holdToken(page.context(), 'gecersiz-token');
  await page.goto(urlOf('pending'));
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown address shows the catch-all page inside the layout', async ({ signIn }) => {
  const page = await signIn(lawyers.applicant.telephone);
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page.getByRole('heading', { name: feedbackMessages.notFound })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
