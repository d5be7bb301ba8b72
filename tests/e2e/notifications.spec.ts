import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures.ts';
import { demoSpecialNotifications } from '../../packages/server/src/seed/demo-special-notifications.ts';
import { axeViolations } from '../helpers/axe.ts';
import { createTaskViaApi, lawyers, titleOf, toast, urlOf } from '../helpers/lawyers.ts';

// On the fresh database of a run the demo's special notifications have the ids 1 to 4 in seed order.
const [forEveryone, forIstanbul, forAnkara] = demoSpecialNotifications.map((s, i) => ({ ...s, id: i + 1 }));

// The page is one column at every width (its stories are screenshotted at 360 and 1280 px), so the
// journey runs once, on the phone most lawyers read their notifications on.
const viewports = [{ name: 'telefon', size: { width: 360, height: 780 }, reader: '05550000004' }] as const;

const items = (page: Page) => page.locator('li[data-notification-id]');
const bell = (page: Page) => page.getByRole('button', { name: /^Bildirimler/ });

/** The count on the header's bell, read from its accessible name (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) okunmamış/.exec(name)?.[1] ?? 0);
}

async function noViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

for (const { name, size, reader } of viewports) {
  test(`${name}: the notifications page filters, loads more, opens and marks read; notices, the FAQ and special notifications show their HTML`, async ({
    request,
    signIn,
  }) => {
    test.slow();
    // Sixteen new tasks in his courthouse: more than one page of 15 notifications.
    for (let i = 0; i < 16; i++) await createTaskViaApi(request, lawyers.owner.telephone);

    const page = await signIn(reader);
    await page.setViewportSize(size);
    page.on('dialog', (dialog) => {
      throw new Error(`a script opened a dialog: ${dialog.message()}`);
    });

    // The spec writes the path both ways; either opens the page.
    await page.goto('/Notifications');
    await expect(page.getByRole('heading', { level: 1, name: titleOf('notifications') })).toBeVisible();
    await expect(items(page)).toHaveCount(15);
    await noViolations(page, `the notifications page at ${name}`);
    const unreadAtStart = await bellCount(page);
    expect(unreadAtStart).toBeGreaterThan(15);

    // Load more until the last page is shown; then the button is gone.
    const more = page.getByRole('button', { name: 'Daha Fazla Göster' });
    await more.click();
    await expect(items(page).nth(15)).toBeVisible();
    while (await more.isVisible()) {
      const shown = await items(page).count();
      await more.click();
      await expect(items(page).nth(shown)).toBeVisible();
    }
    await expect(more).toHaveCount(0);

    // Unread only, then everything again.
    await page.getByRole('tab', { name: 'Okunmamış' }).click();
    await expect(items(page).first()).toBeVisible();
    await expect(page.locator('li[data-notification-id][data-read="true"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Tümü' }).click();
    await expect(page.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'true');

    // The special notification for everyone opens its page, rendered as HTML, and is marked read.
    const special = page.getByRole('link', { name: new RegExp(forEveryone!.title) });
    while (!(await special.isVisible()) && (await more.isVisible())) await more.click();
    await special.click();
    await expect(page).toHaveURL(urlOf('special-notification', { id: forEveryone!.id }));
    await expect(page.getByRole('heading', { level: 1, name: forEveryone!.title })).toBeVisible();
    await expect(page.locator('[data-slot="html-content"] strong', { hasText: 'Bildirimler' })).toBeVisible();
    await expect(page.locator('[data-slot="html-content"] li')).toHaveCount(2);
    await expect.poll(() => bellCount(page)).toBe(unreadAtStart - 1);

    // Mark all read: the bell's count goes to 0 and the unread filter is empty.
    await page.goto(urlOf('notifications'));
    await page.getByRole('button', { name: 'Tümünü Okundu İşaretle' }).click();
    await expect(toast(page, 'Tüm bildirimler okundu olarak işaretlendi.')).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', 'Bildirimler');
    await expect(page.getByRole('button', { name: 'Tümünü Okundu İşaretle' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Okunmamış' }).click();
    await expect(page.getByText('Okunmamış bildiriminiz bulunmuyor.')).toBeVisible();

    // A new-task notification opens the pending list.
    await page.getByRole('tab', { name: 'Tümü' }).click();
    await items(page).first().getByRole('link').click();
    await expect(page).toHaveURL(urlOf('pending'));

    // His bar's special notification renders; another bar's answers 404, which leads home.
    await page.goto(urlOf('special-notification', { id: forIstanbul!.id }));
    await expect(page.getByRole('heading', { level: 1, name: forIstanbul!.title })).toBeVisible();
    await expect(page.locator('[data-slot="html-content"] strong', { hasText: 'C Blok' })).toBeVisible();
    await noViolations(page, `a special notification at ${name}`);
    await page.goto(urlOf('special-notification', { id: forAnkara!.id }));
    await expect(page).toHaveURL(urlOf('home'));
    await expect(page.getByText(forAnkara!.title)).toHaveCount(0);

    // A notice page shows its HTML.
    await page.goto(urlOf('notice-page', { slug: 'adli-tatil-duyurusu' }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adli tatil döneminde acil görevler açık' }),
    ).toBeVisible();
    await expect(page.locator('[data-slot="html-content"] p')).toContainText('nöbetçi mahkemeler');

    // Even if the server answered with a script, nothing of it runs in the page.
    await page.route('**/api/global/page/zararli-icerik*', (route) =>
      route.fulfill({
        json: {
          page: {
            id: 99,
            slug: 'zararli-icerik',
            title: 'Biçimli duyuru',
            date: '01.11.2026',
            url: '/pages/zararli-icerik',
            in_homepage: false,
            body: '<p><strong>Önemli</strong> duyuru</p><script>window.__ran = 1</script><img src="x" onerror="window.__ran = 2" alt=""><a href="javascript:window.__ran = 3">bağlantı</a>',
          },
        },
      }),
    );
    await page.goto(urlOf('notice-page', { slug: 'zararli-icerik' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Biçimli duyuru' })).toBeVisible();
    await expect(page.locator('[data-slot="html-content"] strong')).toHaveText('Önemli');
    await page.getByText('bağlantı').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();

    // The FAQ: an accordion whose answers are HTML.
    await page.goto(urlOf('how-work'));
    await expect(page.getByRole('heading', { level: 1, name: titleOf('how-work') })).toBeVisible();
    const question = page.getByRole('button', { name: 'Nasıl görev oluştururum?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-slot="html-content"] strong', { hasText: 'Görev Ver' })).toBeVisible();
    await noViolations(page, `the FAQ at ${name}`);
  });
}
