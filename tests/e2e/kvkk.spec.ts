import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  KVKK_EXPORT_JSON,
  accountDeletionMessages,
  kvkkExportFilename,
  settingsSectionPath,
  storageKeys,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { toast, urlOf } from '../helpers/lawyers.ts';
import { newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';
import { serverNow } from './support/clock.ts';

const nur = { name: 'Nur', surname: 'Karaca', mailbox: 'nur', password: 'Verilerim2026' };

/** A lawyer of his own, registered and approved for this journey: it deletes him. */
async function newActiveLawyer(request: APIRequestContext) {
  const lawyer = newLawyer(nur, 4);
  const { token } = await registerApprovedLawyer(request, lawyer);
  return { ...lawyer, token };
}

test('KVKK: a lawyer downloads his data as a ZIP, deletes his account with his password, and can no longer sign in', async ({
  request,
  api,
  signIn,
}) => {
  const lawyer = await newActiveLawyer(request);
  const session = { token: lawyer.token };
  const page = await signIn(session, { viewport: { width: 1280, height: 800 }, homePopup: true });

  await page.goto(settingsSectionPath('verilerim'));
  await expect(page.getByRole('tab', { name: 'Verilerim ve Hesabım' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);

  // The download: the server's file name, a ZIP holding verilerim.json with his own number.
  const downloaded = page.waitForEvent('download');
  const asked = await serverNow(request);
  await page.getByRole('button', { name: 'Verilerimi indir' }).click();
  const download = await downloaded;
  // Named after the Istanbul day of the request on the server's clock (either side of midnight if it
  // fell in between).
  expect([kvkkExportFilename(asked), kvkkExportFilename(await serverNow(request))]).toContain(
    download.suggestedFilename(),
  );
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(bytes.includes(Buffer.from(KVKK_EXPORT_JSON))).toBe(true);

  // On a phone the same section closes the /ayarlar accordion.
  const phonePage = await signIn(session, { viewport: { width: 360, height: 780 }, homePopup: true });
  await phonePage.goto(urlOf('settings'));
  await phonePage.getByRole('button', { name: 'Verilerim ve Hesabım' }).click();
  await expect(phonePage.getByRole('button', { name: 'Verilerimi indir' })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phonePage.context().close();

  // The deletion asks for the password; a wrong one is shown under the field.
  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınızı silmek istediğinize emin misiniz?' });
  await expect(dialog.getByText('Bu işlem geri alınamaz.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Şifreniz').fill('Yanlis.2026');
  await dialog.getByRole('button', { name: 'Hesabımı sil' }).click();
  await expect(dialog.getByText(accountDeletionMessages.wrongPassword)).toBeVisible();
  await dialog.getByLabel('Şifreniz').fill(lawyer.password);
  await dialog.getByRole('button', { name: 'Hesabımı sil' }).click();

  await expect(page).toHaveURL(urlOf('login'));
  await expect(toast(page, accountDeletionMessages.deleted)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBeNull();

  // Signing in again fails like an unknown number, and the old token is dead.
  await page.getByLabel('Telefon').fill(lawyer.telephone);
  await page.getByLabel('Şifre').fill(lawyer.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(toast(page, 'Telefon numarası veya şifre hatalı.')).toBeVisible();
  await expect(page).toHaveURL(urlOf('login'));
  const me = await api.as(session).send(contract.auth.getData);
  expect(me.status()).toBe(401);
});
