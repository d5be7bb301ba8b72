import { referralPath } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { channelJoined, expect, test } from '../helpers/fixtures.ts';
import { lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';
import { e2eScript, fillRegistration, newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';

const elif = { name: 'Elif', surname: 'Demirtaş', mailbox: 'elif', password: 'Kayit2026' };

test('a lawyer registers through a referral link on a phone, verifies phone and e-mail, and is taken home when approved', async ({
  page,
  approveAccount,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const joined = channelJoined(page, /private-user\.\d+/);
  const lawyer = newLawyer(elif, 1);
  const code = e2eScript('accounts-db', 'referral', lawyers.owner.telephone);

  await page.goto(urlOf('login'));
  await page.getByRole('link', { name: 'Kayıt Olun' }).click();
  await expect(page).toHaveURL(urlOf('register'));
  await expect(page).toHaveTitle(new RegExp(titleOf('register')));

  await page.goto(referralPath(code));
  await expect(page.getByText(code)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The bars come from the server for a visitor who is not signed in.
  await expect(page.getByRole('option', { name: 'İstanbul Barosu' })).toHaveCount(1);

  await fillRegistration(page, lawyer, '10000000145');
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).click();
  await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).click();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  // The checksum is domain's, checked before anything is sent.
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası giriniz.')).toBeVisible();
  await page.getByLabel('T.C. Kimlik No').fill(lawyer.tc);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  await expect(page).toHaveURL(urlOf('sms-verify'));
  await expect(page.getByLabel('Telefon')).toHaveValue(/^\(549\) /);
  await page.getByRole('button', { name: 'SMS Gönder' }).click();
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', lawyer.telephone));
  await page.getByRole('button', { name: 'Onayla' }).click();

  await expect(page).toHaveURL(urlOf('email-verify'));
  await expect(page.getByLabel('E-posta')).toHaveValue(lawyer.email);
  await page.getByRole('button', { name: 'E-posta Gönder' }).click();
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', lawyer.email));
  await page.getByRole('button', { name: 'Onayla' }).click();

  await expect(page).toHaveURL(urlOf('account-passive'));
  await expect(page.getByText('Hesabınız onay bekliyor.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  // The page listens on his private channel before the operator acts.
  await joined;

  await approveAccount(lawyer.telephone);
  // Well before the page's own 30-second re-check: the realtime event brought him home.
  await expect(page).toHaveURL(urlOf('home'), { timeout: 10_000 });
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a password reset by SMS on a desktop signs out the lawyer’s other session', async ({
  browser,
  request,
  signIn,
}) => {
  const lawyer = newLawyer(elif, 1);
  const { token } = await registerApprovedLawyer(request, lawyer);

  // The other session: a phone that stays signed in with the old password's token.
  const otherPage = await signIn({ token }, { homePopup: true });
  await otherPage.goto(urlOf('home'));
  await expect(otherPage).toHaveURL(urlOf('home'));

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(urlOf('login'));
  await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  await expect(page).toHaveURL(urlOf('forgot-password'));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Cep Telefonu').pressSequentially(lawyer.telephone.slice(1));
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByRole('status')).toContainText('şifre sıfırlama kodu SMS ile gönderildi');
  await page.getByLabel('Doğrulama Kodu').fill(e2eScript('accounts-db', 'code', lawyer.telephone));
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('YeniSifre42');
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('YeniSifre42');
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();

  await expect(page).toHaveURL(urlOf('login'));
  await expect(toast(page, 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.')).toBeVisible();
  await page.getByLabel('Telefon').fill(lawyer.telephone);
  await page.getByLabel('Şifre').fill('YeniSifre42');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(urlOf('home'));

  // The other session's token was revoked: its next call ends at the login page.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await context.close();
});
