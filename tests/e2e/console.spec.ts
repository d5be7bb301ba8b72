import { consolePaths } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { DEMO_PASSWORD, demoOperator, lawyers, urlOf } from '../helpers/lawyers.ts';
import { newLawyer, registerViaApi } from '../helpers/registration.ts';

const kaan = { name: 'Kaan', surname: 'Yıldırımoğlu', mailbox: 'kaan', password: 'Kayit2026' };

test('the operator signs in, sees the dashboard, approves a new registration and finds it in the audit log; a lawyer is kept out', async ({
  page,
  request,
  api,
  signIn,
}) => {
  const lawyer = newLawyer(kaan, 5);
  const registered = await registerViaApi(request, lawyer);

  await page.goto(urlOf('login'));
  await page.getByLabel('Telefon').fill(demoOperator.telephone);
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();

  // Operators land on the console, never on the lawyers' home.
  await expect(page).toHaveURL(consolePaths.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Pano' })).toBeVisible();
  const queue = page.getByRole('link', { name: /Onay bekleyen hesaplar/ });
  await expect(queue).toHaveAccessibleName(/\d+ kayıt bekliyor/);
  await expect(page.getByRole('img', { name: /Son 14 günün görevleri/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await queue.click();
  await expect(page).toHaveURL(consolePaths.accounts);
  await page.getByLabel('Ad veya telefon').fill(lawyer.telephone);
  await page.getByRole('button', { name: 'Ara' }).click();
  const fullName = `${lawyer.name} ${lawyer.surname}`;
  await page.getByRole('button', { name: `İncele: ${fullName}` }).click();
  const drawer = page.getByRole('dialog', { name: fullName });
  await expect(drawer.getByText(lawyer.tc)).toBeVisible();
  await expect(drawer.getByText(`İstanbul Barosu · Sicil ${lawyer.sicil}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Onayla' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hesabı onayla' });
  await confirm.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByRole('status')).toHaveText(`Hesap onaylandı. (${fullName})`);

  const me = await api.as({ token: registered.token }).call(contract.auth.getData);
  expect(me.data.status).toBe(true);

  // The sidebar's groups lead to every page; the accounts queue shows what waits in it.
  const nav = page.getByRole('navigation', { name: 'Yönetim' });
  await expect(nav.getByRole('heading', { name: 'Hesaplar ve moderasyon' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Hesaplar( \d+ kayıt bekliyor)?$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Denetim Kaydı' }).click();
  await expect(page).toHaveURL(consolePaths.audit);
  await page.getByLabel('İşlem').selectOption({ label: 'Hesap onaylandı' });
  const line = page.getByRole('row', { name: new RegExp(`Hesap #${registered.id}\\b`) });
  await expect(line).toContainText('Hesap onaylandı');
  await expect(line).toContainText('Durum: Onay bekliyor → Etkin');
  // The record links to its console page.
  await line.getByRole('link', { name: `Hesap #${registered.id}` }).click();
  await expect(page).toHaveURL(consolePaths.accounts);

  // A lawyer opening the console is sent home, and the console's calls refuse him.
  const lawyerPage = await signIn(lawyers.owner.telephone);
  await lawyerPage.goto(consolePaths.dashboard);
  await expect(lawyerPage).toHaveURL(urlOf('home'));
  await expect(lawyerPage.getByText('Meslektaş Yönetim')).toHaveCount(0);
  const refused = await api.as(lawyers.owner.telephone).send(contract.admin.dashboard);
  expect(refused.status()).toBe(403);
});
