import { formMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test } from '../helpers/fixtures.ts';
import { pngFile } from '../helpers/files.ts';
import { lawyers, serverConstants, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

test('telefon: a bug report with a screenshot is sent, thanked for and the form is cleared', async ({
  request,
  signIn,
}) => {
  const constants = await serverConstants(request);
  const page = await signIn(lawyers.outsider.telephone);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(urlOf('suggestion'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('suggestion') })).toBeVisible();
  await expect(page.getByText(constants.istek_oneri ?? '')).toBeVisible();
  expect(await axeViolations(page), 'the empty form').toEqual([]);

  await page.getByLabel('Konu').selectOption({ label: 'Hata Bildirimi' });
  const picker = page.getByLabel(/Resimler/);
  await picker.setInputFiles([pngFile('1.png'), pngFile('2.png'), pngFile('3.png'), pngFile('4.png')]);
  await expect(page.getByRole('alert').filter({ hasText: formMessages.tooManyImages })).toBeVisible();
  await picker.setInputFiles(pngFile('ekran.png'));
  await expect(page.getByRole('listitem').filter({ hasText: 'ekran.png' })).toBeVisible();

  await page.getByLabel('Başlık').fill('Harita açılmıyor');
  await page.getByLabel('Açıklama').fill('Görev ekranında harita boş görünüyor.');
  expect(await axeViolations(page), 'the filled form').toEqual([]);
  await page.getByRole('button', { name: 'Gönder' }).click();

  await expect(toast(page, 'Mesajınız iletildi. Görüşleriniz için teşekkür ederiz.')).toBeVisible();
  await expect(page.getByLabel('Başlık')).toHaveValue('');
  await expect(page.getByLabel('Açıklama')).toHaveValue('');
  await expect(page.getByLabel('Konu')).toHaveValue('');
});
