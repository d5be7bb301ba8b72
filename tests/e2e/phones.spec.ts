import { expect, test } from '@playwright/test';
import { feedbackMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { createTaskViaApi, lawyers, signedInContext, toast, urlOf } from '../helpers/lawyers.ts';

const phone = { width: 360, height: 740 };

test('every screen of the task flow fits a 360 px phone without sideways scrolling and passes axe', async ({
  browser,
  request,
}) => {
  const { missionId } = await createTaskViaApi(request, lawyers.owner.telephone);
  const context = await signedInContext(browser, request, lawyers.owner.telephone);
  const page = await context.newPage();
  await page.setViewportSize(phone);
  const screens = [
    urlOf('home'),
    urlOf('assign-task'),
    urlOf('pending'),
    urlOf('created-tasks'),
    urlOf('completed-tasks'),
    urlOf('archive'),
    urlOf('desigination-task', { missionId }),
  ];
  for (const url of screens) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `${url} at 360 px`).toEqual([]);
    // The bottom bar replaces the sidebar on phones.
    await expect(page.getByRole('navigation', { name: 'Alt menü' })).toBeVisible();
  }
  await context.close();
});

test('a lawyer who refuses the location permission is told that distances cannot be shown', async ({
  browser,
  request,
}) => {
  const context = await signedInContext(browser, request, lawyers.applicant.telephone);
  await context.clearPermissions();
  const page = await context.newPage();
  await page.setViewportSize(phone);
  await page.goto(urlOf('pending'));
  await expect(toast(page, feedbackMessages.locationDenied)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
