import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { caglayan, createTaskViaApi, lawyers, titleOf, urlOf } from '../helpers/lawyers.ts';

/**
 * Ayşe, the Pro member, applies to a colleague's task here: Pro has no daily limit, so the free
 * lawyers keep their applications for the other journeys.
 */
const applier = { telephone: lawyers.owner.telephone };
const colleague = { telephone: lawyers.outsider.telephone };

async function pendingItem(request: APIRequestContext, telephone: string, missionId: number) {
  const { data } = await clientFor(request, telephone).call(contract.missions.pending);
  return data.data.find((m) => m.missionId === missionId);
}

/** mm:ss of the accessible name 'Kalan süre: mm:ss' as seconds. */
const secondsOf = (name: string | null) => {
  const [, mm, ss] = /(\d+):(\d+)/.exec(name ?? '') ?? [];
  return Number(mm) * 60 + Number(ss);
};

/**
 * Reads a countdown and checks it against the window left for a task created at `created`, with the
 * clock taken just before and just after the reading (so a slow page never stales the expectation)
 * and `slack` seconds for the timer's once-a-second tick and rounding.
 */
async function expectWindowLeft(read: () => Promise<string | null>, created: number, slack: number) {
  const before = Date.now();
  const shown = secondsOf(await read());
  const after = Date.now();
  const left = (at: number) => 15 * 60 - (at - created) / 1000;
  expect(shown).toBeGreaterThanOrEqual(left(after) - slack);
  expect(shown).toBeLessThanOrEqual(left(before) + slack);
}

test('the pending countdown counts the window from the task’s creation, also after a reload', async ({
  request,
  signIn,
}) => {
  const { missionId, description } = await createTaskViaApi(request, lawyers.owner.telephone);
  const created = Date.parse((await pendingItem(request, lawyers.applicant.telephone, missionId))!.createdAt);
  const page = await signIn(lawyers.applicant.telephone, { geolocation: caglayan });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(urlOf('pending'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('pending') })).toBeVisible();
  // Let the task age, so counting its age twice (the old defect) would be off by 10 s or more. The
  // window is the server's (the list answers the seconds left), so the page's clock cannot stand in
  // for real time here.
  await page.waitForTimeout(Math.max(0, created + 10_000 - Date.now()));
  await page.reload();
  const card = page.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
  const timer = card.getByRole('timer').first();
  await expect(timer).toHaveAccessibleName(/Kalan süre: \d\d:\d\d/);
  // The slack: the label changes once a second, and on a loaded machine a tick can come late.
  await expectWindowLeft(() => timer.getAttribute('aria-label'), created, 5);
  await expect(card.getByRole('button', { name: 'Göreve Başvur' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The home preview shows the same window as numbers.
  await page.goto(urlOf('home'));
  const row = page
    .getByRole('region', { name: 'Bekleyen Görevler' })
    .locator(`[data-mission-id="${missionId}"]`);
  await expect(row.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
  await expectWindowLeft(() => row.getByRole('timer').textContent(), created, 5);
});

test('a task the lawyer applied to stays in the pending list, marked, without the apply button', async ({
  request,
  api,
  signIn,
}) => {
  const { missionId, description } = await createTaskViaApi(request, colleague.telephone);
  const applied = await api.as(applier.telephone).send(contract.missions.confirm, {
    body: { mission_id: missionId, message_id: 0, ...caglayan },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const page = await signIn(applier.telephone, { geolocation: caglayan });
  await page.goto(urlOf('pending'));
  const card = page.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
  await expect(card.getByText('Başvuruldu')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Göreve Başvur' })).toHaveCount(0);
});

test('the Pro upsell pop-up greets a lawyer who is not Pro, and never a Pro member', async ({ signIn }) => {
  for (const [telephone, shown] of [
    [lawyers.applicant.telephone, true],
    [lawyers.owner.telephone, false],
  ] as const) {
    // Only the token: the home pop-up's frequency state starts fresh.
    const page = await signIn(telephone, { homePopup: true });
    const popupLoaded = page.waitForResponse((r) => r.url().includes('/api/global/webpopup'));
    await page.goto(urlOf('home'));
    await popupLoaded;
    if (shown) await expect(page.getByRole('dialog', { name: 'Duyuru' })).toBeVisible();
    else {
      // Home is up (a modal would hide it from this query); give a pop-up every chance to appear.
      await expect(page.getByRole('region', { name: 'Bekleyen Görevler' })).toBeVisible();
      await page.waitForTimeout(1000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.context().close();
  }
});
