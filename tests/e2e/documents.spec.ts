import { expect, test } from '../helpers/fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';
import { titleOf, toast, urlOf } from '../helpers/lawyers.ts';

// A demo lawyer no other journey signs in as; the demo gives him a sicil but no T.C. number.
const lawyer = '05550000004';

test('telefon: the lawyer saves and removes his authority document, then picks his invoice district', async ({
  signIn,
}) => {
  const page = await signIn(lawyer);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(urlOf('yetki-belgesi'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('yetki-belgesi') })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('seçildiğiniz görevlerde');
  // A document names the person: no title.
  await expect(page.getByLabel('Ad Soyad')).toHaveValue('Burak Şahin');
  expect(await axeViolations(page)).toEqual([]);

  // No T.C. number yet, so no document: the consent box is asked for before anything is sent.
  await page.getByLabel('T.C. Kimlik No').fill('10000000147');
  await page.getByLabel('Sicil No').fill('52841');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Onay kutusunu' })).toHaveText(
    'Onay kutusunu işaretlemeden formu kaydedemezsiniz!',
  );
  await expect(page.getByLabel('T.C. Kimlik No')).toHaveAccessibleDescription(
    'Geçerli bir T.C. kimlik numarası giriniz.',
  );
  await page.getByLabel('T.C. Kimlik No').fill('10000000146');
  await page.getByRole('checkbox', { name: /onaylıyorum/ }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Yetki belgeniz kaydedildi.')).toBeVisible();

  // The first save locks the T.C. number; after a reload it is read-only and the box is gone.
  await page.reload();
  await expect(page.getByLabel('Sicil No')).toHaveValue('52841');
  await expect(page.getByLabel('T.C. Kimlik No')).toHaveAttribute('readonly');
  await expect(page.getByRole('checkbox', { name: /onaylıyorum/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Belgeyi Kaldır' }).click();
  await expect(toast(page, 'Yetki belgeniz kaldırıldı.')).toBeVisible();
  await expect(page.getByLabel('Sicil No')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /onaylıyorum/ })).toBeVisible();

  await page.goto(urlOf('update-invoice'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('update-invoice') })).toBeVisible();
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('55');
  await expect(page.getByLabel('İlçe', { exact: true })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Atakum' });
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fatura bilgileriniz kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('İlçe', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('İlçe', { exact: true }).locator('option:checked')).toHaveText('Atakum');
});
