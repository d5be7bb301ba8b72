import { axeViolations } from '../helpers/axe.ts';
import { contract } from '../helpers/contract-client.ts';
import { expect, test } from '../helpers/fixtures.ts';
import { caglayan, lawyers, toast, urlOf } from '../helpers/lawyers.ts';
import { advanceServerClock, serverToday } from './support/clock.ts';

/** Bakırköy Adliyesi: only the owner serves it among the demo lawyers, so nobody there applies. */
const BAKIRKOY = 3403;
/** Past a 15-minute application window, by as little as the shared server clock allows. */
const PAST_THE_WINDOW = 15.25;

test('a task nobody applied to is widened to a neighbouring courthouse and taken there', async ({
  api,
  request,
  signIn,
}) => {
  // Ayşe opens a task at Bakırköy, where no colleague of the demo data serves.
  const owner = api.as(lawyers.owner.telephone);
  const categories = await owner.call(contract.reference.categories);
  const category = categories.data.find((c) => c.out_adliye !== 'out' && !c.time_required)!;
  const description = `E2E genişletme ${Date.now()}`;
  const created = await owner.call(contract.missions.create, {
    body: {
      out_adliye: 0,
      baro_id: 34,
      adliye_id: BAKIRKOY,
      category_id: category.id,
      mission_price: Number(category.price.split(',')[0]),
      plan_date: await serverToday(request),
      other_detail: description,
      fast_mission: 0,
    },
  });
  if (created.status === 'false') throw new Error(JSON.stringify(created));
  const missionId = created.missionId;

  // The window ends: the server's clock moves past it, and the window-end notice falls due at once.
  await advanceServerClock(request, PAST_THE_WINDOW);

  // The owner is told.
  await expect
    .poll(
      async () =>
        (await owner.call(contract.notifications.list, { query: { page: 1 } })).data.some(
          (n) => n.data.type === 'no_applicants' && n.data.mission_id === missionId,
        ),
      { timeout: 45_000 },
    )
    .toBe(true);

  // From the notification he reaches the task's choices.
  const a = await signIn(lawyers.owner.telephone);
  await a.goto(urlOf('notifications'));
  await a
    .getByRole('link', { name: /Görevinize Başvuru Gelmedi/ })
    .first()
    .click();
  await expect(a).toHaveURL(urlOf('desigination-task', { missionId }));
  const panel = a.getByRole('region', { name: 'Başvuru Gelmedi' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Kalan uzatma hakkı: 2\/2/)).toBeVisible();
  await expect(panel.getByText(/Çağlayan Adliyesi \(\d+ km\)/)).toBeVisible();
  expect(await axeViolations(a)).toEqual([]);
  await panel.getByRole('button', { name: 'Yakın Adliyelere Aç' }).click();
  await expect(toast(a, 'Görev yakın adliyelere açıldı.')).toBeVisible();
  await expect(panel).toBeHidden();

  // Zeynep serves Çağlayan, not Bakırköy: the task is in her pending list now, with the distance.
  const b = await signIn(lawyers.outsider.telephone, { geolocation: caglayan });
  await b.goto(urlOf('pending'));
  const card = b.locator('[data-slot="pending-mission-card"]').filter({ hasText: description });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\d+ km uzakta$/)).toBeVisible();
  expect(await axeViolations(b)).toEqual([]);
  await card.getByRole('button', { name: 'Göreve Başvur' }).click();
  const applyModal = b.getByRole('dialog');
  await applyModal.getByRole('radio').first().check();
  await applyModal.getByRole('button', { name: 'Başvuru Yap' }).click();
  await expect(b).toHaveURL(urlOf('applied-tasks'));

  // Ayşe sees her applicant live; once the fresh window has ended too, she assigns her.
  const applicant = a.getByRole('table', { name: 'Başvuranlar' }).locator('tbody tr');
  await expect(applicant).toHaveCount(1);
  await advanceServerClock(request, PAST_THE_WINDOW);
  await a.reload();
  await applicant.getByRole('button', { name: 'Görevi Ata' }).click();
  await expect(a).toHaveURL(urlOf('detail-task', { missionId }));
  await expect(a.getByText('Göreve Atanan', { exact: true })).toBeVisible();
});
