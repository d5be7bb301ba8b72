import { type Page } from '@playwright/test';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';
import { readFile } from 'node:fs/promises';
import {
  caglayan,
  findOwnTask,
  lawyers,
  serverConstants,
  titleOf,
  toast,
  urlOf,
} from '../helpers/lawyers.ts';
import { serverToday } from './support/clock.ts';

const noViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

test('two lawyers run an urgent task from creation to rating, live and in the browser', async ({
  request,
  api,
  signIn,
}) => {
  test.slow();
  const a = await signIn(lawyers.owner.telephone);
  const b = await signIn(lawyers.applicant.telephone, { geolocation: caglayan });
  const description = `Uçtan uca acil görev ${Date.now()}`;
  // Each rating names the task, so the archive card that shows it can only be this task's.
  const commentOfB = `Zamanında ve eksiksiz bir görevdi, teşekkürler. (${description})`;
  const commentOfA = `İletişim hızlıydı. (${description})`;

  // A creates an urgent task at Çağlayan Adliyesi for today.
  await a.goto(urlOf('assign-task'));
  await expect(a.getByRole('heading', { name: titleOf('assign-task') })).toBeVisible();
  await a.getByLabel('Baro', { exact: true }).selectOption({ label: 'İstanbul Barosu' });
  await a.getByLabel('Adliye', { exact: true }).selectOption({ label: 'Çağlayan Adliyesi' });
  await a.getByLabel('Kategori').selectOption({ label: 'Dosya İnceleme ve Fotokopi' });
  await a.getByLabel('Bütçe').selectOption({ index: 1 });
  await a.getByLabel('Tarih').fill(await serverToday(request));
  await a.getByLabel('Açıklama').fill(description);
  await a.getByRole('switch', { name: 'Acil Görev' }).check();
  await noViolations(a);
  await a.getByRole('button', { name: 'Devam Et' }).click();
  await expect(a).toHaveURL(urlOf('assign-task-confirm'));
  await expect(a.getByText(description)).toBeVisible();
  await noViolations(a);
  await a.getByRole('button', { name: 'Görevi Oluştur' }).click();
  await expect(a).toHaveURL(urlOf('created-tasks'));
  const missionId = await findOwnTask(request, lawyers.owner.telephone, description);
  expect(missionId).not.toBeNull();

  // A waits on the applicants page of the task (an urgent one says so with the server's text).
  const { basvuru_yok_fast: noApplicantsYet } = await serverConstants(request);
  await a.goto(urlOf('desigination-task', { missionId: missionId! }));
  await expect(a.getByText(noApplicantsYet ?? 'Başvuru Yok.')).toBeVisible();
  await noViolations(a);

  // B finds it among the pending tasks, with the distance from Çağlayan, and applies.
  await b.goto(urlOf('pending'));
  const card = b.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByText('Acil', { exact: true })).toBeVisible();
  await noViolations(b);
  await card.getByRole('button', { name: 'Göreve Başvur' }).click();
  const applyModal = b.getByRole('dialog');
  await expect(applyModal).toBeVisible();
  await applyModal.getByRole('radio').first().check();
  await noViolations(b);
  await applyModal.getByRole('button', { name: 'Başvuru Yap' }).click();
  await expect(b).toHaveURL(urlOf('applied-tasks'));
  const applied = b.locator(`tr[data-mission-id="${missionId}"]`);
  await expect(applied.getByRole('button', { name: 'Sonucu Bekleyiniz' })).toBeDisabled();

  // A hears about it without reloading, then assigns B.
  await expect(toast(a, 'Görevlendirmenize Başvuru Geldi!')).toBeVisible();
  const applicant = a.getByRole('table', { name: 'Başvuranlar' }).locator('tbody tr');
  await expect(applicant).toHaveCount(1);
  await noViolations(a);
  await applicant.getByRole('button', { name: 'Görevi Ata' }).click();
  await expect(a).toHaveURL(urlOf('detail-task', { missionId: missionId! }));
  await expect(a.getByText('Göreve Atanan', { exact: true })).toBeVisible();
  await noViolations(a);

  // A fills in his authority document (T.C. and sicil), so the colleague he chose can carry it.
  const saved = await api.as(lawyers.owner.telephone).send(contract.profileDocuments.saveAuthorityDocument, {
    body: { name: lawyers.owner.name, baro_id: 34, tc: '31415926562', sicil: '41000', consent: 1 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // B finds it among the tasks he was selected for, opens the detail, downloads A's authority
  // document issued for this task, completes and rates.
  await b.goto(urlOf('selected-tasks'));
  await b
    .locator(`tr[data-mission-id="${missionId}"]`)
    .getByRole('link', { name: 'Görev Detayları' })
    .click();
  await expect(b).toHaveURL(urlOf('detail-task', { missionId: missionId! }));
  await expect(b.getByText('Görevi Oluşturan')).toBeVisible();
  await expect(b.getByRole('region', { name: 'Görevi Oluşturan' })).toContainText(lawyers.owner.name);
  await noViolations(b);
  const [pdf] = await Promise.all([
    b.waitForEvent('download'),
    b.getByRole('link', { name: 'Yetki Belgesini İndir (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`yetki-belgesi-${missionId}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // A, the owner, is not offered his own document as a PDF.
  await expect(a.getByRole('link', { name: 'Yetki Belgesini İndir (PDF)' })).toHaveCount(0);
  await b.getByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' }).click();
  await rate(b, '5', commentOfB);
  await expect(b.getByText('Görev Tamamlandı', { exact: true })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Puan Ver' })).toHaveCount(0);

  // A's open detail page learns of it live: the rating button appears and the rating form opens
  // by itself (the page behind the form is hidden from the accessibility tree meanwhile).
  await expect(a.getByText('Görev Tamamlandı', { exact: true })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Puan Ver', includeHidden: true })).toHaveCount(1);
  await rate(a, '4', commentOfA);
  await expect(a.getByRole('button', { name: 'Puan Ver', includeHidden: true })).toHaveCount(0);

  // The completed list and the archive show it to both; each archive card carries the rating received.
  for (const [page, received] of [
    [a, commentOfB],
    [b, commentOfA],
  ] as const) {
    await page.goto(urlOf('completed-tasks'));
    await expect(page.locator(`[data-mission-id="${missionId}"]:visible`)).toBeVisible();
    await noViolations(page);
    await page.goto(urlOf('archive'));
    await page.getByRole('tab', { name: 'Tamamlananlar' }).click();
    await expect(page.getByRole('tabpanel').getByText(received)).toBeVisible();
    await noViolations(page);
  }
});

async function rate(page: Page, score: string, comment: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Puan').selectOption(score);
  await dialog.getByLabel('Yorum').fill(comment);
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog).toBeHidden();
}
