import { type Locator, type Page } from '@playwright/test';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { feedbackMessages, matchRoute, pageTitle, sidebarVideo } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { caglayan, createTaskViaApi, lawyers, serverConstants, titleOf, urlOf } from '../helpers/lawyers.ts';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

const noViolations = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

/** Every href of our own links in the given region (links to other sites are not ours to walk). */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((url) => url.origin === window.location.origin)
        .map((url) => url.pathname + url.search),
    ),
  );
}

/** The links of the header's two menus: the bell's and the account menu's. */
async function headerMenuHrefs(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.getByRole('button', { name: /^Bildirimler/ }).click();
  found.push(...(await hrefsIn(page, '[role="menu"]')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  found.push(...(await hrefsIn(page, '[role="menu"]')));
  await page.keyboard.press('Escape');
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens every link and checks that it lands on its own screen, never on the not-found page. */
/**
 * Follows each link inside the running app, as a tap on it would (the router moves on history
 * changes), instead of loading the whole app again per link.
 */
async function walk(page: Page, hrefs: string[]) {
  for (const href of new Set(hrefs)) {
    const name = matchRoute(href);
    expect(name, `${href} is a route of the table`).not.toBe('not-found');
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, href);
    // The applicants page of a task that is no longer open sends the owner on to its detail
    // (spec §8: getUsers 400 goes to the task detail); every other link stays on its own screen.
    const landed =
      name === 'desigination-task'
        ? new RegExp(`^(${[name, 'detail-task' as const].map((n) => escapeRegExp(pageTitle(n))).join('|')})$`)
        : pageTitle(name);
    await expect(page, href).toHaveTitle(landed);
    await expect(page.getByText(feedbackMessages.notFound), href).toHaveCount(0);
  }
}

test('on a 360 px phone the menu reaches every task list and a notification opens what it is about', async ({
  request,
  api,
  signIn,
}) => {
  test.slow();
  // Someone applies to the owner's task: his bell gets a notification about that task.
  const { missionId } = await createTaskViaApi(request, lawyers.owner.telephone);
  const applied = await api.as(lawyers.outsider.telephone).send(contract.missions.confirm, {
    body: { mission_id: missionId, message_id: 0, ...caglayan },
  });
  expect(applied.ok()).toBe(true);

  const page = await signIn(lawyers.owner.telephone);
  await page.setViewportSize(phone);
  await page.goto(urlOf('home'));

  // The header's menu button opens the drawer with the whole navigation.
  const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
  for (const name of ['selected-tasks', 'applied-tasks', 'not-applied-tasks', 'completed-tasks'] as const) {
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    if (name === 'selected-tasks') await noViolations(page, 'the open drawer at 360 px');
    await drawer.getByRole('link', { name: titleOf(name) }).click();
    await expect(page).toHaveURL(urlOf(name));
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle(pageTitle(name));
  }

  // Escape closes the drawer and gives the focus back to its button.
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The newest notification is the application: tapping it opens the task's applicants.
  await page.getByRole('button', { name: /^Bildirimler/ }).click();
  const notification = page.getByRole('menuitem', { name: /Görevinize Başvuru Geldi/ }).first();
  await expect(notification).toHaveAttribute('href', urlOf('desigination-task', { missionId }));
  await noViolations(page, 'the open bell at 360 px');
  await notification.click();
  await expect(page).toHaveURL(urlOf('desigination-task', { missionId }));
  await expect(page.getByRole('menu')).toBeHidden();
  await noViolations(page, 'the applicants page reached from the bell');
});

test('no link of the shell or of a task detail leads to the not-found page, on a phone (drawer) or at 1280 px', async ({
  api,
  signIn,
}) => {
  test.slow();
  const page = await signIn(lawyers.owner.telephone);

  await page.setViewportSize(desktop);
  await page.goto(urlOf('home'));
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  const wide = [
    ...(await hrefsIn(page, 'header, aside[data-slot="sidebar"]')),
    ...(await headerMenuHrefs(page)),
  ];
  expect(wide).toEqual(expect.arrayContaining([urlOf('selected-tasks'), urlOf('assign-task')]));

  await page.setViewportSize(phone);
  await page.goto(urlOf('home'));
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  const narrow = [...(await hrefsIn(page, '[data-slot="nav-drawer"], [data-slot="mobile-bottom-bar"]'))];
  await page.keyboard.press('Escape');
  narrow.push(...(await hrefsIn(page, 'header')), ...(await headerMenuHrefs(page)));
  expect(narrow).toEqual(expect.arrayContaining([urlOf('completed-tasks'), urlOf('archive')]));

  // The links inside a screen too: the detail of an assigned task (counterpart, profile, contact).
  // Other journeys add open tasks to the owner's list, so the seeded assigned one may be on a later page.
  const owner = api.as(lawyers.owner.telephone);
  let assigned: { missionId: number; missionStatus: number } | undefined;
  for (let listPage = 1; !assigned && listPage <= 10; listPage += 1) {
    const rows = (await owner.call(contract.lists.created, { query: { page: listPage, limit: 5 } })).data;
    if (rows.length === 0) break;
    assigned = rows.find((m) => m.missionStatus === 1);
  }
  expect(assigned, 'the demo owner has an assigned task').toBeDefined();
  await page.goto(urlOf('detail-task', { missionId: assigned!.missionId }));
  await expect(page.getByText(/Görevi Oluşturan|Göreve Atanan/)).toBeVisible();
  const inside = await hrefsIn(page, '#main-content');

  await walk(page, [...wide, ...narrow, ...inside.filter((href) => href.startsWith('/'))]);
});

test('the sidebar counts the pending list live and shows the video text of the hour', async ({
  request,
  api,
  signIn,
}) => {
  const constants = await serverConstants(request);
  const applicant = api.as(lawyers.applicant.telephone);
  const pendingCount = async () => {
    // The count leaves out tasks he already applied to (they stay listed, marked as applied).
    const { data } = await applicant.call(contract.missions.pending);
    return data.data.filter((m) => !m.applied).length;
  };
  // Tasks of other journeys may leave their 15-minute window at any moment (the shell then fetches
  // the list again), so a shown count is compared with the list as it is when the count is read.
  const expectCountShown = (link: Locator) =>
    expect
      .poll(async () => {
        const shown = /(\d+) bekleyen görev/.exec((await link.textContent()) ?? '')?.[1];
        return Number(shown) === (await pendingCount());
      })
      .toBe(true);
  const page = await signIn(lawyers.applicant.telephone);
  await page.setViewportSize(desktop);
  await createTaskViaApi(request, lawyers.owner.telephone);
  await page.goto(urlOf('archive'));
  const sidebar = page.locator('aside[data-slot="sidebar"]');
  const pendingLink = sidebar.getByRole('link', { name: /Bekleyen Görevler/ });
  await expectCountShown(pendingLink);

  // A new task for his courthouse raises the count without a reload.
  await createTaskViaApi(request, lawyers.owner.telephone);
  await expectCountShown(pendingLink);

  const video = sidebarVideo(new Date()) === 'day' ? constants.video_gunduz : constants.video_gece;
  await expect(sidebar.getByText(video!)).toBeVisible();

  // The bottom bar shows the same count on a phone.
  await page.setViewportSize(phone);
  await expectCountShown(
    page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: /Bekleyenler/ }),
  );
});
