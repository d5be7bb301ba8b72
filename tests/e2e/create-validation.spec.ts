import { expect, test } from '../helpers/fixtures.ts';
import { createTaskMessages as m } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { lawyers, toast, urlOf } from '../helpers/lawyers.ts';

test('an empty create form answers each missing field with the spec’s toast, in the spec’s order', async ({
  signIn,
}) => {
  const page = await signIn(lawyers.applicant.telephone);
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
});

test('on a phone the create form explains itself, warns about an unserved courthouse and keeps own descriptions', async ({
  signIn,
}) => {
  const page = await signIn(lawyers.applicant.telephone);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(urlOf('assign-task'));
  await expect(page.getByRole('region', { name: 'İpuçları' })).toBeVisible();

  // The info button beside the tips shows the server constant gorev_olusturma_bilgi.
  await page.getByRole('button', { name: 'Görev oluşturma hakkında bilgi' }).click();
  const info = page.getByRole('dialog', { name: 'Görev Oluşturma Hakkında' });
  await expect(info).toContainText('Kendinize iş temin etmek amacıyla görev oluşturmak yasaktır.');
  expect(await axeViolations(page)).toEqual([]);
  await info.getByRole('button', { name: 'Kapat' }).click();
  await expect(info).toBeHidden();

  // Nobody serves Küçükçekmece Adliyesi in the demo data: mission/checkAdliyeUsers says so.
  await page.getByLabel('Baro', { exact: true }).selectOption({ label: 'İstanbul Barosu' });
  await page.getByLabel('Adliye', { exact: true }).selectOption({ label: 'Küçükçekmece Adliyesi' });
  const notice = page.getByRole('dialog', { name: 'Adliye Uyarısı' });
  await expect(notice).toContainText('görev alan meslektaşımız bulunmuyor');
  await notice.getByRole('button', { name: 'Kapat' }).click();
  await expect(notice).toBeHidden();
  // Çağlayan is served: no warning.
  await page.getByLabel('Adliye', { exact: true }).selectOption({ label: 'Çağlayan Adliyesi' });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An own ready description: added, edited, picked into the form, then deleted.
  const text = `Kalem evrakının teslim alınması ${Date.now()}`;
  const edited = `${text}, imza karşılığı`;
  await page.getByRole('button', { name: 'Hazır Açıklamalar' }).click();
  const modal = page.getByRole('dialog', { name: 'Hazır Açıklamalar' });
  await modal.getByLabel('Yeni Açıklama').fill(text);
  await modal.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Açıklama kaydedildi.').first()).toBeVisible();
  await expect(modal.getByText(text, { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: `Düzenle: ${text}` }).click();
  await modal.getByLabel('Açıklamayı Düzenle').fill(edited);
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal.getByText(edited, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await modal.getByRole('button', { name: `Sil: ${edited}` }).click();
  await expect(toast(page, 'Açıklama silindi.').first()).toBeVisible();
  await expect(modal.getByText(edited, { exact: true })).toBeHidden();
  await modal.getByRole('tab', { name: 'Sistem Açıklamaları' }).click();
  await expect(modal.getByRole('button', { name: /^Sil:/ })).toHaveCount(0);
});
