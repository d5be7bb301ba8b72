import { expect, test } from '@playwright/test';
import { formMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { lawyers, serverConstants, signedInContext, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

/** A real 1×1 PNG, as a phone's screenshot would be one. */
const screenshot = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

test('telefon: a bug report with a screenshot is sent, thanked for and the form is cleared', async ({
  browser,
  request,
}) => {
  const constants = await serverConstants(request);
  const context = await signedInContext(browser, request, lawyers.outsider.telephone);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(urlOf('suggestion'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('suggestion') })).toBeVisible();
  await expect(page.getByText(constants.istek_oneri ?? '')).toBeVisible();
  expect(await axeViolations(page), 'the empty form').toEqual([]);

  await page.getByLabel('Konu').selectOption({ label: 'Hata Bildirimi' });
  const picker = page.getByLabel(/Resimler/);
  await picker.setInputFiles([
    screenshot('1.png'),
    screenshot('2.png'),
    screenshot('3.png'),
    screenshot('4.png'),
  ]);
  await expect(page.getByRole('alert').filter({ hasText: formMessages.tooManyImages })).toBeVisible();
  await picker.setInputFiles(screenshot('ekran.png'));
  await expect(page.getByRole('listitem').filter({ hasText: 'ekran.png' })).toBeVisible();

  await page.getByLabel('Başlık').fill('Harita açılmıyor');
  await page.getByLabel('Açıklama').fill('Görev ekranında harita boş görünüyor.');
  expect(await axeViolations(page), 'the filled form').toEqual([]);
  await page.getByRole('button', { name: 'Gönder' }).click();

  await expect(toast(page, 'Mesajınız iletildi. Görüşleriniz için teşekkür ederiz.')).toBeVisible();
  await expect(page.getByLabel('Başlık')).toHaveValue('');
  await expect(page.getByLabel('Açıklama')).toHaveValue('');
  await expect(page.getByLabel('Konu')).toHaveValue('');
  await context.close();
});
