import { expect, test } from '@playwright/test';
import { consolePaths } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import {
  DEMO_PASSWORD,
  apiToken,
  demoOperator,
  lawyers,
  signedInContext,
  urlOf,
} from '../helpers/lawyers.ts';
import { registerViaApi, tcKimlikFrom } from '../helpers/registration.ts';

/** A registration nobody holds yet: a valid T.C. kimlik number, a fresh number and address. */
function newLawyer() {
  const serial = Date.now() % 100_000_000;
  const tc = tcKimlikFrom(
    `2${String(serial + 7_000_000)
      .padStart(8, '0')
      .slice(-8)}`,
  );
  return {
    name: 'Kaan',
    surname: 'Yıldırımoğlu',
    tc,
    sicil: `${(serial % 90_000) + 10_000}`,
    telephone: `0548${String(serial).padStart(8, '0').slice(-7)}`,
    email: `kaan.${serial}@example.com`,
    password: 'Kayit2026',
  };
}

test('the operator signs in, sees the dashboard, approves a new registration and finds it in the audit log; a lawyer is kept out', async ({
  page,
  browser,
  request,
}) => {
  const lawyer = newLawyer();
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

  const me = await request.get('/api/auth/getData', {
    headers: { authorization: `Bearer ${registered.token}` },
  });
  expect(((await me.json()) as { data: { status: boolean } }).data.status).toBe(true);

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
  const ayse = await signedInContext(browser, request, lawyers.owner.telephone);
  const lawyerPage = await ayse.newPage();
  await lawyerPage.goto(consolePaths.dashboard);
  await expect(lawyerPage).toHaveURL(urlOf('home'));
  await expect(lawyerPage.getByText('Meslektaş Yönetim')).toHaveCount(0);
  const refused = await request.get('/api/admin/dashboard', {
    headers: { authorization: `Bearer ${await apiToken(request, lawyers.owner.telephone)}` },
  });
  expect(refused.status()).toBe(403);
  await ayse.close();
});
