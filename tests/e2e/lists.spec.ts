import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';
import { assignedTask, createTaskViaApi, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

/** The row (desktop) or card (phone) of a task, whichever layout the viewport shows. */
const itemOf = (page: Page, missionId: number) => page.locator(`[data-mission-id="${missionId}"]:visible`);

test('the created list pages by 5 with load more, and an open task can be cancelled with a reason', async ({
  request,
  signIn,
}) => {
  // Six fresh tasks guarantee a second page whatever the other tests left behind.
  const created = [];
  for (let i = 0; i < 6; i++) created.push(await createTaskViaApi(request, lawyers.owner.telephone));
  const newest = created.at(-1)!;

  const page = await signIn(lawyers.owner.telephone);
  await page.goto(urlOf('created-tasks'));
  await expect(page.getByRole('heading', { name: titleOf('created-tasks') })).toBeVisible();
  const rows = page.locator('tr[data-mission-id]');
  await expect(rows).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Daha Fazla Göster' }).click();
  // The second page arrives below the first: more than 5 rows, at most 10.
  await expect(rows.nth(5)).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);

  // The owner cancels the newest task with a reason; it stays listed, marked cancelled.
  const row = page.locator(`tr[data-mission-id="${newest.missionId}"]`);
  await row.getByRole('button', { name: 'Görevi İptal Et' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('İptal Sebebi').fill('Müvekkil işi kendisi halletti.');
  await dialog.getByRole('button', { name: 'İptal Et' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('İptal Edildi')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Görevi İptal Et' })).toHaveCount(0);
});

const viewports = [
  // Each size applies with its own demo lawyer, so the free tier's daily limit is never reached.
  { name: 'telefon', size: { width: 360, height: 780 }, applicant: '05550000004' },
  { name: 'masaüstü', size: { width: 1280, height: 800 }, applicant: lawyers.outsider.telephone },
] as const;

for (const viewport of viewports) {
  test(`${viewport.name} (${viewport.size.width} px): the owner reaches a new task's applicants at once, completes and rates with toasts, and a cancelled task keeps its reason`, async ({
    request,
    signIn,
  }) => {
    test.slow();
    const fresh = await createTaskViaApi(request, lawyers.owner.telephone);
    const assigned = await assignedTask(request, viewport.applicant);
    const page = await signIn(lawyers.owner.telephone);
    await page.setViewportSize(viewport.size);

    // A task nobody has applied to yet: its row leads to the assignment page straight away.
    await page.goto(urlOf('created-tasks'));
    await expect(page.getByRole('heading', { name: titleOf('created-tasks') })).toBeVisible();
    const freshItem = itemOf(page, fresh.missionId);
    await expect(freshItem.getByText('Başvuru Bekleniyor')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await freshItem.getByRole('link', { name: 'Başvurular' }).click();
    await expect(page).toHaveURL(urlOf('desigination-task', { missionId: fresh.missionId }));
    await expect(page.getByText('Başvuru Yok.')).toBeVisible();

    // Its detail page offers the applicants, never 'completed' before anyone is assigned.
    await page.goto(urlOf('detail-task', { missionId: fresh.missionId }));
    await expect(page.getByRole('link', { name: 'Başvurular' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Görevi Tamamlandı Olarak İşaretle' })).toHaveCount(0);

    // The assigned task is completed from the list: a toast, then the rating form and its toast.
    await page.goto(urlOf('created-tasks'));
    const assignedItem = itemOf(page, assigned.missionId);
    await assignedItem.getByRole('button', { name: 'Tamamlandı Olarak İşaretle' }).click();
    await expect(toast(page, 'Görev tamamlandı olarak işaretlendi.')).toBeVisible();
    const rating = page.getByRole('dialog', { name: 'Meslektaşınızı Puanlayın' });
    await expect(rating).toBeVisible();
    await rating.getByLabel('Puan').selectOption('5');
    await rating.getByLabel('Yorum').fill('Hızlı ve özenliydi.');
    await rating.getByRole('button', { name: 'Gönder' }).click();
    await expect(toast(page, 'Değerlendirmeniz kaydedildi.')).toBeVisible();
    await expect(rating).toBeHidden();

    // The fresh task is cancelled: it stays, marked, and its reason opens from the row.
    const reason = `Dosya başka bir meslektaşa verildi (${viewport.size.width}).`;
    await page.goto(urlOf('created-tasks'));
    await itemOf(page, fresh.missionId).getByRole('button', { name: 'Görevi İptal Et' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel('İptal Sebebi').fill(reason);
    await cancel.getByRole('button', { name: 'İptal Et' }).click();
    await expect(cancel).toBeHidden();
    await page.reload();
    const cancelled = itemOf(page, fresh.missionId);
    await expect(cancelled.getByText('İptal Edildi')).toBeVisible();
    await expect(cancelled.getByText(reason)).toBeVisible();
    await expect(cancelled.getByRole('link', { name: 'Başvurular' })).toHaveCount(0);
    await cancelled.getByRole('button', { name: 'İptal Sebebi' }).click();
    const shown = page.getByRole('dialog', { name: 'Görev İptal Sebebi' });
    await expect(shown.getByText(reason)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
