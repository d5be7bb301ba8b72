import { expect, test } from '../helpers/fixtures.ts';
import { feedbackMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { createTaskViaApi, lawyers, toast, urlOf } from '../helpers/lawyers.ts';

const phone = { width: 360, height: 740 };

test('every screen of the task flow fits a 360 px phone without sideways scrolling and passes axe', async ({
  request,
  signIn,
}) => {
  const { missionId } = await createTaskViaApi(request, lawyers.owner.telephone);
  const page = await signIn(lawyers.owner.telephone);
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
});

test('a lawyer who refuses the location permission is told that distances cannot be shown', async ({
  signIn,
}) => {
  const page = await signIn(lawyers.applicant.telephone);
  await page.context().clearPermissions();
  await page.setViewportSize(phone);
  await page.goto(urlOf('pending'));
  await expect(toast(page, feedbackMessages.locationDenied)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
