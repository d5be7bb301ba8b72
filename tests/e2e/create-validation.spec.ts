import { expect, test } from '@playwright/test';
import { createTaskMessages as m } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { lawyers, signedInContext, toast, urlOf } from '../helpers/lawyers.ts';

test('an empty create form answers each missing field with the spec’s toast, in the spec’s order', async ({
  browser,
  request,
}) => {
  const context = await signedInContext(browser, request, lawyers.applicant.telephone);
  const page = await context.newPage();
  await page.goto(urlOf('assign-task'));
  const submit = page.getByRole('button', { name: 'Devam Et' });
  await expect(submit).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Each step fixes the field of the previous message; the next check in the order must answer.
  const expectToast = async (text: string) => {
    await submit.click();
    await expect(toast(page, text).first()).toBeVisible();
  };
  await expectToast(m.noBar);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Baro', { exact: true }).selectOption({ label: 'İstanbul Barosu' });
  await expectToast(m.noCourthouse);
  await page.getByRole('switch', { name: 'Adliye Dışı Görev' }).check();
  await expectToast(m.noLocation);
  await page.getByRole('switch', { name: 'Adliye Dışı Görev' }).uncheck();
  await page.getByLabel('Adliye', { exact: true }).selectOption({ label: 'Çağlayan Adliyesi' });
  await expectToast(m.noDate);
  await page.getByLabel('Tarih').fill('2020-01-15');
  await expectToast(m.noDescription);
  await page.getByLabel('Açıklama').fill('Duruşmaya katılım ve zaptın alınması.');
  await expectToast(m.noCategory);
  await page.getByLabel('Kategori').selectOption({ label: 'Duruşmaya Katılım (Tevkil)' });
  await expectToast(m.noTime);
  await page.getByLabel(/^Saat/).fill('10:30');
  await expectToast(m.noBudget);
  await page.getByLabel('Bütçe').selectOption({ index: 1 });
  await expectToast(m.pastDate);
  await expect(page).toHaveURL(urlOf('assign-task'));
  await context.close();
});
