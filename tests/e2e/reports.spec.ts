import { istanbulDay, plannedInstant, reportMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test } from '../helpers/fixtures.ts';
import { pngFile } from '../helpers/files.ts';
import { assignedTask, lawyers, toast, urlOf } from '../helpers/lawyers.ts';
import { advanceServerClock, serverNow } from './support/clock.ts';

/** A photo of the court record, as a phone takes it. */
const photo = pngFile('tutanak.png');

test('the assignee files a report with a photo after the planned time; the owner sees it live and accepts it', async ({
  request,
  signIn,
}) => {
  test.slow();
  // Ayşe's task for today (09:00 in Istanbul, no time of its own), assigned to Burak.
  const { missionId } = await assignedTask(request, lawyers.fourth.telephone);
  // A report is due after the planned time: when the server's day has not reached it yet, its
  // clock moves just past it (it only goes forward, so never more than needed).
  const now = await serverNow(request);
  const planned = plannedInstant(istanbulDay(now), null);
  if (now < planned) {
    await advanceServerClock(request, Math.ceil((planned.getTime() - now.getTime()) / 60_000) + 1);
  }

  // Ayşe keeps the task's detail open: the report arrives there without a reload.
  const owner = await signIn(lawyers.owner.telephone);
  await owner.goto(urlOf('detail-task', { missionId }));
  const ownerReport = owner.getByRole('region', { name: 'Görev Raporu' });
  await expect(
    ownerReport.getByText('Göreve atanan avukat, görevden sonra raporunu buraya yazacak.'),
  ).toBeVisible();

  // Burak writes it: an outcome of the category, a note and the photo.
  const page = await signIn(lawyers.fourth.telephone);
  await page.goto(urlOf('detail-task', { missionId }));
  await page.getByRole('button', { name: 'Rapor yaz' }).click();
  const form = page.getByRole('form', { name: 'Görev Raporu' });
  await form.getByRole('button', { name: 'Raporu Gönder' }).click();
  await expect(form.getByRole('alert')).toHaveText(reportMessages.noOutcome);
  await form.getByLabel('Dosya incelendi').check();
  await form.getByLabel(/Açıklama/).fill('Dosya incelendi, ara karar fotoğraflandı.');
  await form.getByLabel(/Fotoğraflar/).setInputFiles(photo);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Raporu Gönder' }).click();
  await expect(toast(page, reportMessages.filed)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Görev Raporu' });
  await expect(mine.getByText('Onay bekliyor')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Raporu Onayla' })).toHaveCount(0);

  // Ayşe's open page shows it, with the photo loaded through its signed address.
  await expect(ownerReport.getByText('Dosya incelendi, ara karar fotoğraflandı.')).toBeVisible();
  const image = ownerReport.getByRole('img', { name: 'Rapor fotoğrafı 1' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await axeViolations(owner)).toEqual([]);
  await ownerReport.getByRole('button', { name: 'Raporu Onayla' }).click();
  await expect(toast(owner, reportMessages.accepted)).toBeVisible();
  await expect(ownerReport.getByText('Onaylandı', { exact: true })).toBeVisible();
  // Burak's page learns of the acceptance live too.
  await expect(mine.getByText('Onaylandı', { exact: true })).toBeVisible();
});
