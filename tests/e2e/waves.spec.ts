import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { caglayan, createTaskViaApi, lawyers, urlOf, withoutDailyLimit } from '../helpers/lawyers.ts';
import { advanceServerClock } from './support/clock.ts';

/**
 * Priority waves: a new task goes first to the lawyers at its courthouse. Ayşe says she is at
 * Çağlayan and applies in the first wave; Burak, elsewhere, sees the task counting down to his turn,
 * is refused (with when) while the first wave runs, and applies once it opens to all.
 *
 * The first wave keeps its constant (ilk_dalga_dakika, 3 minutes). While it runs the server refuses
 * him; then the server's clock is moved past the first wave, at the journey's end and by what was
 * left of the wave (the shared clock only goes forward), and his reloaded page lets him apply. (The
 * card's countdown enabling the button at 0 without a reload is a story of the pending card.)
 */
const owner = lawyers.outsider.telephone;
const present = lawyers.owner.telephone;
const absent = lawyers.fourth.telephone;
const CAGLAYAN_ADLIYESI_ID = 3401;

async function pendingItem(request: APIRequestContext, telephone: string, missionId: number) {
  const { data } = await clientFor(request, telephone).call(contract.missions.pending);
  return data.data.find((m) => m.missionId === missionId);
}

async function applyOnCard(page: Page, description: string) {
  const card = page.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
  await card.getByRole('button', { name: 'Göreve Başvur' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('radio').first().check();
  await modal.getByRole('button', { name: 'Başvuru Yap' }).click();
}

test('a present lawyer applies in the first wave while an absent one is refused until the switch', async ({
  request,
  api,
  signIn,
}) => {
  // The demo lawyers apply in other journeys of the same day: the free tier's limit is not this one's subject.
  await withoutDailyLimit(request, async () => {
    await api.as(present).call(contract.presence.set, {
      body: { adliye_id: CAGLAYAN_ADLIYESI_ID, ...caglayan },
    });
    await api.as(absent).call(contract.presence.end);
    const { missionId, description } = await createTaskViaApi(request, owner);

    // Ayşe, at the courthouse: the card says she comes first, and she applies at once.
    const here = await signIn(present, { geolocation: caglayan });
    await here.goto(urlOf('pending'));
    const hereCard = here.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
    await expect(hereCard.getByText('Adliyedekilere öncelikli')).toBeVisible();
    expect(await axeViolations(here)).toEqual([]);
    await applyOnCard(here, description);
    await expect(here).toHaveURL(urlOf('applied-tasks'));

    // Burak, not there: the task is listed, counting down to his turn, the button disabled.
    const away = await signIn(absent, { geolocation: caglayan });
    await away.goto(urlOf('pending'));
    const card = away.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
    const apply = card.getByRole('button', { name: 'Göreve Başvur' });
    await expect(card.getByText(/^(\d+ dk|\d+ sn) sonra başvuruya açılacak$/)).toBeVisible();
    await expect(apply).toBeDisabled();
    expect(await axeViolations(away)).toEqual([]);

    // What is left of his wait, on the server's clock.
    const opensIn = (await pendingItem(request, absent, missionId))?.opensIn ?? 0;
    expect(opensIn).toBeGreaterThan(0);

    // The server refuses him while the first wave runs (403), and tells him when.
    const refused = await clientFor(request, absent).send(contract.missions.confirm, {
      body: { mission_id: missionId, message_id: 0 },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Bu görev şu an yalnızca adliyede bulunan meslektaşlara açıktır\. .+ sonra başvurabilirsiniz\.$/,
    );

    // The server's clock passes the first wave: the task opens to all, and his application goes through.
    await advanceServerClock(request, (opensIn + 5) / 60);
    await away.reload();
    await expect(card.getByText(/sonra başvuruya açılacak/)).toHaveCount(0);
    await applyOnCard(away, description);
    await expect(away).toHaveURL(urlOf('applied-tasks'));
  }).finally(() => api.as(present).send(contract.presence.end));
});
