import { ABOUT_TEXT_CONTACT_MESSAGE, consolePaths } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { pngFile } from '../helpers/files.ts';
import { demoOperator, lawyers, toast, urlOf } from '../helpers/lawyers.ts';

/** Burak: a demo lawyer no other journey edits the profile of. */
const ownerPhone = lawyers.fourth.telephone;

const photo = pngFile('vesikalik.png');

test('the owner edits his about text and specialities and sends a photo; a visitor sees only what is approved, until an operator approves the photo', async ({
  request,
  api,
  signIn,
}) => {
  const owner = api.as(ownerPhone);
  const me = await owner.call(contract.auth.getData);
  const ownerId = me.data.id;
  const profileUrl = urlOf('lawyer-profile', { id: ownerId });

  // The server refuses contact details itself, before any moderator sees them.
  const refused = await owner.send(contract.profile.aboutText, {
    body: { about_text: 'Beni 0555 123 45 67 numarasından arayın.' },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ errors: { about_text: [ABOUT_TEXT_CONTACT_MESSAGE] } });

  // His current, approved picture: a default one (no moderation needed for those).
  const defaultPicture = await owner.send(contract.profile.deleteAvatar, { body: { gender: 1 } });
  expect(defaultPicture.ok()).toBe(true);

  // What a visitor sees before anything changes.
  const visitor = await signIn(lawyers.outsider.telephone);
  await visitor.goto(profileUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: me.data.name })).toBeVisible();
  // toHaveText compares textContent, so that is what is kept.
  const approvedAbout = (await visitor.getByRole('region', { name: 'Hakkında' }).textContent()) ?? '';
  const headerPhoto = visitor.locator('[data-slot="lawyer-profile-header"] [data-slot="avatar"] img');
  await expect(headerPhoto).toHaveAttribute('src', '/avatars/erkek-1.svg');
  await expect
    .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const page = await signIn(ownerPhone);
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1, name: me.data.name })).toBeVisible();

  // About text: a phone number is refused in Turkish, a clean text waits for approval.
  await page.getByRole('button', { name: 'Hakkında yazısını düzenle' }).click();
  const aboutDialog = page.getByRole('dialog', { name: 'Hakkımda' });
  await expect(aboutDialog.getByRole('note')).toContainText('iletişim bilgisi');
  const field = aboutDialog.getByLabel('Hakkımda');
  await field.fill('Ulaşmak için 0532 111 22 33 numarasını arayın.');
  await aboutDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(aboutDialog.getByText(ABOUT_TEXT_CONTACT_MESSAGE)).toBeVisible();
  const newAbout = `Miras ve aile hukuku alanında çalışıyorum (${Date.now()}).`;
  await field.fill(newAbout);
  await aboutDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Hakkınızda yazınız yetkili onayına gönderildi.')).toBeVisible();
  await expect(aboutDialog).toBeHidden();
  const aboutSection = page.getByRole('region', { name: 'Hakkında' });
  await expect(aboutSection.getByText('Onay Bekliyor')).toBeVisible();
  await expect(aboutSection.getByText(newAbout)).toBeVisible();

  // Specialities: chosen in the modal, shown with progress bars.
  await page.getByRole('button', { name: 'Uzmanlık alanlarını düzenle' }).click();
  const specialitiesDialog = page.getByRole('dialog', { name: 'Uzmanlık Alanlarım' });
  const boxes = specialitiesDialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all())
    if ((await box.getAttribute('aria-checked')) === 'true') await box.click();
  const chosen = specialitiesDialog.getByRole('checkbox').nth(1);
  const chosenName = (await specialitiesDialog.locator('label').nth(1).innerText()).trim();
  await chosen.click();
  await specialitiesDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Uzmanlık alanlarınız kaydedildi.')).toBeVisible();
  await expect(specialitiesDialog).toBeHidden();
  const specialities = page.getByRole('region', { name: 'Uzmanlık Alanları' });
  await expect(specialities.getByRole('progressbar')).toHaveCount(1);
  await expect(specialities.getByRole('progressbar', { name: chosenName })).toBeVisible();
  expect(await axeViolations(page), 'the owner profile').toEqual([]);

  // A real photo waits for approval and the owner sees it.
  await page.goto(urlOf('change-avatar'));
  await page.getByLabel('Yeni fotoğraf').setInputFiles(photo);
  await page.getByRole('button', { name: 'Resmi Güncelle' }).click();
  await expect(toast(page, 'Fotoğrafınız onaya gönderildi.')).toBeVisible();
  await expect(page.getByText('Fotoğrafınız Onay Bekliyor..')).toBeVisible();
  const pendingImage = page.locator('[data-slot="profile-photo-current"] img').first();
  await expect(pendingImage).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}\.png\?exp=/);
  await expect
    .poll(() => pendingImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const pendingSrc = (await pendingImage.getAttribute('src')) ?? '';
  expect(await axeViolations(page), 'the photo page').toEqual([]);

  // The visitor still sees the approved text and the old photo, and no edit buttons.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: me.data.name })).toBeVisible();
  const visitorAbout = visitor.getByRole('region', { name: 'Hakkında' });
  await expect(visitorAbout).toHaveText(approvedAbout);
  await expect(visitor.getByText(newAbout)).toHaveCount(0);
  await expect(visitor.getByText('Onay Bekliyor')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Hakkında yazısını düzenle' })).toHaveCount(0);
  await expect(headerPhoto).toHaveAttribute('src', '/avatars/erkek-1.svg');
  // Nor can he load the pending photo without the owner's signature.
  const key = pendingSrc.split('?')[0] ?? '';
  const stranger = await request.get(key, {
    headers: { Authorization: `Bearer ${await api.as(lawyers.outsider.telephone).token()}` },
  });
  expect(stranger.status()).toBe(404);

  // An operator approves the photo in the console's queue; from then on everyone sees it.
  const desk = await signIn(demoOperator.telephone);
  await desk.goto(`${consolePaths.moderation}?tur=avatar`);
  await expect(desk.getByRole('tab', { name: 'Profil fotoğrafları', selected: true })).toBeVisible();
  const pendingItem = desk.getByRole('article', { name: me.data.name });
  await expect(pendingItem.getByRole('img').first()).toHaveJSProperty('naturalWidth', 1);
  await pendingItem.getByRole('button', { name: `Onayla: ${me.data.name}` }).click();
  await expect(desk.getByRole('status')).toHaveText(`Onaylandı. (${me.data.name})`);
  await expect(pendingItem).toHaveCount(0);
  await visitor.reload();
  await expect(headerPhoto).toHaveAttribute('src', /\/api\/files\/[0-9a-f]{32}\.png/);
  await expect
    .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
