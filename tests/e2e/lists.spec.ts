import { expect, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';
import { createTaskViaApi, lawyers, signedInContext, titleOf, urlOf } from '../helpers/lawyers.ts';

test('the created list pages by 5 with load more, and an open task can be cancelled with a reason', async ({
  browser,
  request,
}) => {
  // Six fresh tasks guarantee a second page whatever the other tests left behind.
  const created = [];
  for (let i = 0; i < 6; i++) created.push(await createTaskViaApi(request, lawyers.owner.telephone));
  const newest = created.at(-1)!;

  const context = await signedInContext(browser, request, lawyers.owner.telephone);
  const page = await context.newPage();
  await page.goto(urlOf('created-tasks'));
  await expect(page.getByRole('heading', { name: titleOf('created-tasks') })).toBeVisible();
  const rows = page.locator('tr[data-mission-id]');
  await expect(rows).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Daha Fazla Göster' }).click();
  // The second page arrives below the first: more than 5 rows, at most 10.
  await expect(rows.nth(5)).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);

  // The owner cancels the newest task with a reason; it leaves the list of open work.
  const row = page.locator(`tr[data-mission-id="${newest.missionId}"]`);
  await row.getByRole('button', { name: 'Görevi İptal Et' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('İptal Sebebi').fill('Müvekkil işi kendisi halletti.');
  await dialog.getByRole('button', { name: 'İptal Et' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await context.close();
});
