import { consolePaths, disputeMessages } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { pngFile } from '../helpers/files.ts';
import {
  assignedTask,
  demoOperator,
  lawyers,
  serverConstants,
  titleOf,
  toast,
  urlOf,
} from '../helpers/lawyers.ts';

/** A phone's photo of a court record. */
const photo = pngFile('zapt.png');

test('a dispute with a photo: pending for its sender, hidden from the other party until approved, then counted in his badge; the desk resolves it', async ({
  request,
  api,
  signIn,
}) => {
  const constants = await serverConstants(request);
  const { missionId } = await assignedTask(request, lawyers.outsider.telephone);

  // Ayşe, the task's creator, opens a dispute about it with a photo.
  const page = await signIn(lawyers.owner.telephone);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urlOf('conflicts'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('conflicts') })).toBeVisible();
  await expect(page.getByRole('note').getByText(constants.uyusmazlik_icerik ?? '')).toBeVisible();
  await page.getByRole('button', { name: 'Uyuşmazlık Başvurusu Yap' }).click();
  const task = page.getByRole('combobox', { name: 'Görev' });
  const option = task.locator('option', { hasText: `#${missionId} ` });
  await task.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByLabel(/Uyuşmazlık Sebebi/).fill('Görev yapılmadı, duruşma zaptında beyan yok.');
  await page.getByLabel(/Resimler/).setInputFiles(photo);
  expect(await axeViolations(page), 'the filled form').toEqual([]);
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

  await expect(toast(page, disputeMessages.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('conflict-detail') })).toBeVisible();
  const disputeId = Number(/\/conflict\/(\d+)/.exec(page.url())?.[1]);
  const detailHref = urlOf('conflict-detail', { id: disputeId });
  const mine = page.locator('[data-slot="dispute-message"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Onay Bekliyor')).toBeVisible();
  await expect(mine.getByText('Görev yapılmadı, duruşma zaptında beyan yok.')).toBeVisible();
  // The photo loads through its signed address.
  await expect(mine.getByRole('img', { name: 'Ek 1' })).toHaveJSProperty('naturalWidth', 1);
  expect(await axeViolations(page), 'the dispute page').toEqual([]);

  // The assigned colleague sees the dispute, but not the pending message.
  const other = await signIn(lawyers.outsider.telephone);
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(detailHref);
  await expect(other.getByText('Av. Ayşe Yılmaz')).toBeVisible();
  await expect(other.getByText('Henüz görüntülenebilecek bir mesaj yok.')).toBeVisible();
  await other.goto(urlOf('conflicts'));
  const card = other
    .locator('[data-slot="dispute-card"]')
    .filter({ has: other.locator(`a[href="${detailHref}"]`) });
  await expect(card.getByText('İnceleniyor')).toBeVisible();

  // An operator approves it in the console's queue: live, the colleague's badge counts the dispute
  // and its card shows the new message.
  const desk = await signIn(demoOperator.telephone);
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`${consolePaths.moderation}?tur=dispute_message`);
  const pending = desk
    .getByRole('article')
    .filter({ hasText: `Uyuşmazlık #${disputeId}` })
    .filter({ hasText: 'Görev yapılmadı, duruşma zaptında beyan yok.' });
  await expect(pending.getByRole('img').first()).toHaveJSProperty('naturalWidth', 1);
  await pending.getByRole('button', { name: /^Onayla:/ }).click();
  await expect(desk.getByRole('status')).toHaveText(/^Onaylandı\./);
  await expect(other.getByRole('link', { name: /Uyuşmazlık Masası.*1 bekleyen mesaj/ })).toBeVisible();
  await expect(card.getByText('1 yeni mesaj')).toBeVisible();

  // Reading the dispute shows the approved message and photo, and clears the badge.
  await other.goto(detailHref);
  const theirs = other.locator('[data-slot="dispute-message"]');
  await expect(theirs).toHaveCount(1);
  await expect(theirs.getByText('Onaylandı')).toBeVisible();
  await expect(theirs.getByRole('img', { name: 'Ek 1' })).toHaveJSProperty('naturalWidth', 1);
  await expect(other.getByRole('link', { name: /bekleyen mesaj/ })).toHaveCount(0);

  // The desk resolves it with a result text, which both parties read on the dispute, and decides it
  // against the assigned colleague: it counts on her reliability record.
  const zeynep = await api.as(lawyers.outsider.telephone).call(contract.auth.getData);
  const disputesLost = async () =>
    (
      await api
        .as(lawyers.owner.telephone)
        .call(contract.profile.getProfile, { body: { user_id: zeynep.data.id } })
    ).data.record?.figures?.disputes_lost;
  const lostBefore = await disputesLost();
  expect(lostBefore).toEqual(expect.any(Number));
  await desk.goto(consolePaths.disputes);
  await desk.getByRole('button', { name: `İncele: Uyuşmazlık #${disputeId}` }).click();
  const drawer = desk.getByRole('dialog', { name: `Uyuşmazlık #${disputeId}` });
  await expect(drawer.getByText('Görev yapılmadı, duruşma zaptında beyan yok.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Sonuçlandır' }).click();
  const resolve = desk.getByRole('dialog', { name: 'Uyuşmazlığı sonuçlandır' });
  const result = 'Zapt incelendi; görev yapılmış sayılmadı, ücret iade edilecek.';
  await resolve.getByLabel('Sonuç metni').fill(result);
  // Against whom it was decided goes on that lawyer's reliability record.
  await resolve
    .getByRole('group', { name: /Karar kimin aleyhine\?/ })
    .getByRole('radio', { name: /^Görevi alan: / })
    .click();
  await resolve.getByRole('button', { name: 'Sonuçlandır' }).click();
  // The drawer shows the dispute resolved with its result; closed, the desk confirms it.
  await expect(drawer.getByRole('definition').filter({ hasText: result })).toBeVisible();
  await expect(drawer.getByRole('definition').filter({ hasText: /^Sonuçlandı$/ })).toBeVisible();
  await expect(drawer.getByRole('definition').filter({ hasText: /^Görevi alan: / })).toBeVisible();
  expect(await axeViolations(desk), 'the dispute desk').toEqual([]);
  await drawer.getByRole('button', { name: 'Kapat' }).click();
  await expect(desk.getByRole('status')).toHaveText('Uyuşmazlık sonuçlandırıldı.');
  await other.reload();
  await expect(other.getByRole('region', { name: 'Uyuşmazlık Sonucu' })).toContainText(result);
  expect(await disputesLost()).toBe((lostBefore ?? 0) + 1);
});
