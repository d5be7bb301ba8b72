import { SANDBOX_3DS_CODE, sandboxTestCards } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test } from '../helpers/fixtures.ts';
import { titleOf, toast, urlOf } from '../helpers/lawyers.ts';
import { newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';

// The app's service worker answers navigations itself; blocked here so the page's reload is a
// request this journey can hold.
test.use({ serviceWorkers: 'block' });

const kerem = { name: 'Kerem', surname: 'Aksoy', mailbox: 'kerem', password: 'Kayit2026' };

test('a free lawyer is refused with one card, buys Pro with another and pays a bar change through 3-D Secure, each result arriving live', async ({
  request,
  signIn,
}) => {
  // A free lawyer of our own, so buying Pro changes no demo lawyer other journeys rely on.
  const lawyer = await registerApprovedLawyer(request, newLawyer(kerem, 7));
  const page = await signIn({ token: lawyer.token });

  // The offer: the site price net of its discount, the features and the agreement.
  await page.goto(urlOf('premium-account'));
  await expect(page.getByRole('heading', { level: 1, name: titleOf('premium-account') })).toBeVisible();
  await expect(page.getByText('1.800 TL')).toBeVisible();
  await expect(page.getByText('Sınırsız görev başvurusu')).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Pro Üyelik Sözleşmesi"]')
      .getByRole('heading', { name: 'Pro Üyelik Sözleşmesi' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Satın Al' }).click();
  await expect(page.getByText('Kullanım Koşullarını Onaylayınız!')).toBeVisible();
  await page.getByRole('checkbox', { name: /sözleşmesini okudum/ }).click();
  expect(await axeViolations(page), 'the premium page').toEqual([]);
  await page.getByRole('button', { name: 'Satın Al' }).click();
  await expect(page).toHaveURL(urlOf('payment', { type: 'vip' }));

  // The refused card: the failure arrives, then the page reloads with a new attempt.
  const form = page.getByRole('form', { name: 'Pro Üyelik (1 yıl)' });
  await expect(form.getByText('1.800 TL')).toBeVisible();
  expect(await axeViolations(page), 'the card form').toEqual([]);
  const fillCard = async (number: string) => {
    await page.getByLabel('Kart Üzerindeki Ad Soyad').fill('Av. Kerem Aksoy');
    await page.getByLabel('Kart Numarası').fill(number);
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/35');
    await page.getByLabel('Güvenlik Kodu (CVC)').fill('123');
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click();
  };
  await fillCard('5528 7900 0000 0009');
  await expect(page.getByText('Geçerli bir kart numarası giriniz.')).toBeVisible();
  // Both show at once and go with the reload 1.5 s later. The reload's request waits until both
  // are seen, so a slow machine cannot miss them; the old page stays up meanwhile.
  let seen = () => {};
  const bothSeen = new Promise<void>((resolve) => (seen = resolve));
  let reloads = 0;
  await page.route(`**${urlOf('payment', { type: 'vip' })}`, async (route) => {
    reloads += 1;
    await bothSeen;
    await route.continue();
  });
  await fillCard(sandboxTestCards.insufficientFunds);
  await expect(toast(page, 'Odeme Basarisiz')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Kartınızın limiti yetersiz.' })).toBeVisible();
  seen();
  await expect(page.getByLabel('Kart Numarası')).toHaveValue('');
  expect(reloads, 'the reload went through the held request').toBe(1);
  await page.unrouteAll();

  // The success card: 'Odeme Basarili' arrives on the private channel and opens his profile.
  await fillCard(sandboxTestCards.success);
  await expect(toast(page, 'Odeme Basarili')).toBeVisible();
  await expect(page).toHaveURL(urlOf('lawyer-profile', { id: lawyer.id }));
  await page.goto(urlOf('premium-account'));
  await expect(page).toHaveURL(urlOf('home'));

  // A bar change through the 3-D Secure card: the code step, then settings.
  await page.goto(urlOf('payment', { type: 'baro_change' }));
  await expect(page.getByRole('form', { name: 'Baro Değişikliği' })).toBeVisible();
  await fillCard(sandboxTestCards.threeDSecure);
  await expect(page.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
  expect(await axeViolations(page), 'the 3-D Secure step').toEqual([]);
  await page.getByLabel('Doğrulama Kodu').fill(SANDBOX_3DS_CODE);
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(page, 'Odeme Basarili')).toBeVisible();
  await expect(page).toHaveURL(urlOf('account-settings'));
});
