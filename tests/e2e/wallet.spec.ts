import fs from 'node:fs';
import { expect, test } from '../helpers/fixtures.ts';
import {
  composeTurkishIban,
  consolePaths,
  feedbackMessages,
  ibanMessages,
  payoutMessages,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { demoOperator, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

/** Burak's wallet is seeded: two rewarded invitees, a bonus and a paid payout leave 320 TL. */
const burak = { telephone: lawyers.fourth.telephone, name: 'Burak Şahin' };

test('masaüstü: a lawyer copies his referral link, then asks for a payout and sees it pending; an operator exports and pays it', async ({
  signIn,
}) => {
  const page = await signIn(burak.telephone);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sidebar = page.getByRole('complementary');

  await page.goto(urlOf('invite'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('invite') })).toBeVisible();
  await expect(
    page.getByText('Doğrulanan ve onaylanan her davetiniz için hesabınıza 10 TL eklenir.'),
  ).toBeVisible();
  const link = page.getByLabel('Referans Linkiniz');
  await expect(link).toHaveValue(/\/kayit\?ref=[A-Z2-9]{8}$/);
  const references = page.getByRole('list', { name: 'Referanslarım' });
  await expect(references.getByText('Av. Mehmet Demir')).toBeVisible();
  await expect(references.getByText('Av. Zeynep Kaya')).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp ile Paylaş' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  expect(await axeViolations(page), 'the referral page').toEqual([]);
  await page.getByRole('button', { name: 'Linki Kopyala' }).click();
  await expect(toast(page, feedbackMessages.referralCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  await expect(sidebar.getByText('320 TL')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Ödeme Talebinde Bulun' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('request-payment') })).toBeVisible();
  await expect(page.getByLabel(/Alıcı Adı Soyadı/)).toHaveValue(burak.name);

  // A mistyped IBAN (one check digit off) is refused in Turkish before anything is sent.
  await page
    .locator('[data-slot="payout-form"]')
    .getByLabel(/^IBAN/)
    .fill('TR86 0001 0000 0000 0012 3456 78');
  await page.getByLabel(/Banka Adı/).fill('Ziraat');
  await page.getByLabel(/Tutar \(En az 100 TL\)/).fill('150');
  await page.getByRole('button', { name: 'Ödeme Talebinde Bulun' }).click();
  await expect(page.getByText(ibanMessages.invalid)).toBeVisible();
  await expect(page.locator('[data-slot="payout-form"]').getByLabel(/^IBAN/)).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // The right one; the bank field keeps what he typed.
  await page.getByLabel(/Banka Adı/).fill('');
  await page
    .locator('[data-slot="payout-form"]')
    .getByLabel(/^IBAN/)
    .fill(composeTurkishIban('00010', '12345678'));
  await expect(page.getByLabel(/Banka Adı/)).toHaveValue('T.C. Ziraat Bankası');
  expect(await axeViolations(page), 'the filled payout form').toEqual([]);
  await page.getByRole('button', { name: 'Ödeme Talebinde Bulun' }).click();
  await expect(toast(page, payoutMessages.requested)).toBeVisible();

  const latest = page.getByRole('table', { name: 'Son Ödeme Taleplerim' }).getByRole('row').nth(1);
  await expect(latest).toContainText('Onay Bekliyor');
  await expect(latest).toContainText('150 TL');
  await expect(latest).toContainText('TR85 0001 0000 0000 0012 3456 78');
  await expect(sidebar.getByText('170 TL')).toBeVisible();
  await expect(page.locator('[data-slot="payout-form-balance"]')).toContainText('170 TL');
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await expect(page.getByText('Cüzdan Bakiyesi: 170 TL')).toBeVisible();
  await page.keyboard.press('Escape');

  // An operator downloads the pending requests for the bank, pays this one and marks it paid.
  const desk = await signIn(demoOperator.telephone);
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(consolePaths.payouts);
  const request150 = desk.getByRole('row').filter({ hasText: burak.name }).filter({ hasText: '150' });
  await expect(request150).toContainText('TR85 0001 0000 0000 0012 3456 78');
  const [file] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Bekleyenleri CSV indir' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^odeme-talepleri-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('TR85 0001 0000 0000 0012 3456 78');
  expect(csv).toContain(burak.name);
  await request150.getByRole('button', { name: `Ödendi: ${burak.name}` }).click();
  await desk
    .getByRole('dialog', { name: 'Ödendi olarak işaretle' })
    .getByRole('button', { name: 'Ödendi' })
    .click();
  await expect(desk.getByRole('status')).toHaveText(
    `Ödeme talebi ödendi olarak işaretlendi. (${burak.name})`,
  );
  await expect(request150).toHaveCount(0);
  expect(await axeViolations(desk), 'the payout queue').toEqual([]);
  await page.reload();
  const paid = page.getByRole('table', { name: 'Son Ödeme Taleplerim' }).getByRole('row').nth(1);
  await expect(paid).toContainText('Ödendi');
  await expect(paid).toContainText('150 TL');
  await expect(page.locator('[data-slot="payout-form-balance"]')).toContainText('170 TL');

  // The partnership questions answer how the money is paid.
  await sidebar.getByRole('link', { name: 'İş Ortaklığı SSS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('partnership-faq') })).toBeVisible();
  await page.getByRole('button', { name: 'Kazancımı nasıl çekerim?' }).click();
  await expect(page.getByText(/Bakiyeniz 100 TL ve üzerine ulaştığında/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Akıllı Destek Sistemi' })).toBeVisible();
});
