import { type APIRequestContext, type Page } from '@playwright/test';
import type { ResponseOf } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { lawyers, toast, urlOf } from '../helpers/lawyers.ts';
import { serverToday } from './support/clock.ts';

/** Zeynep serves Çağlayan Adliyesi in the demo data; the journey gives her courthouses back at the end. */
const lawyer = lawyers.outsider.telephone;
const ISTANBUL = 34;
const CAGLAYAN = 3401;
const BAKIRKOY = 3403;

type Category = ResponseOf<typeof contract.reference.categories>['data'][number];

/** A task of Ayşe's at the given courthouse; answers its description. */
async function createTask(request: APIRequestContext, adliyeId: number, category: Category) {
  const description = `Adliye yolculuğu ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await clientFor(request, lawyers.owner.telephone).call(contract.missions.create, {
    body: {
      out_adliye: 0,
      baro_id: ISTANBUL,
      adliye_id: adliyeId,
      category_id: category.id,
      mission_price: Number(category.price.split(',')[0]),
      plan_date: await serverToday(request),
      ...(category.time_required ? { plan_time: '16:30' } : {}),
      other_detail: description,
      fast_mission: 0,
    },
  });
  expect(created.status, JSON.stringify(created)).not.toBe('false');
  return description;
}

/** The pending list shows these tasks and, once it has, not those. */
async function expectPending(page: Page, shown: string[], hidden: string[]) {
  await page.goto(urlOf('pending'));
  for (const text of shown) await expect(page.getByText(text)).toBeVisible();
  for (const text of hidden) await expect(page.getByText(text)).toHaveCount(0);
}

/** /hesap-ayarlari with one of its tabs open; answers that section's form. */
async function openSettings(page: Page, tab: string, form: string) {
  await page.goto(urlOf('account-settings'));
  await page.getByRole('tab', { name: tab }).click();
  const section = page.locator(`[data-slot="${form}"]`);
  await expect(section).toBeVisible();
  return section;
}

test('a lawyer moves his courthouses, excludes a category, and meets the bar change warning', async ({
  request,
  api,
  signIn,
}) => {
  const asLawyer = api.as(lawyer);
  const categories = await asLawyer.call(contract.reference.categories);
  const inCourthouse = categories.data.filter((c) => c.out_adliye !== 'out');
  const [category, other] = inCourthouse;
  expect(other, 'two courthouse categories in the demo data').toBeTruthy();
  const seeded = await asLawyer.call(contract.reference.myCourthouses);
  expect(seeded.data.selected).toContain(CAGLAYAN);
  expect(seeded.data.selected).not.toContain(BAKIRKOY);
  const page = await signIn(lawyer);
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    const atCaglayan = await createTask(request, CAGLAYAN, category!);
    const atBakirkoy = await createTask(request, BAKIRKOY, category!);
    const otherKind = await createTask(request, BAKIRKOY, other!);
    await expectPending(page, [atCaglayan], [atBakirkoy]);

    // Courthouses: Bakırköy instead of Çağlayan, and the pending list follows.
    const picker = await openSettings(page, 'Görev Aldığım Adliyeler', 'bar-courthouse-picker');
    await expect(picker.getByLabel('Baro')).toHaveValue(String(ISTANBUL));
    await expect(picker.getByRole('checkbox', { name: 'Çağlayan Adliyesi' })).toBeChecked();
    await picker.getByRole('checkbox', { name: 'Çağlayan Adliyesi' }).click();
    await picker.getByRole('checkbox', { name: 'Bakırköy Adliyesi' }).click();
    expect(await axeViolations(page), 'the courthouse picker').toEqual([]);
    await picker.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, 'Görev adliyeleriniz güncellendi.')).toBeVisible();
    await expectPending(page, [atBakirkoy, otherKind], [atCaglayan]);

    // Bar change without a right: the Uyarı dialog, the bar stays, the pay button leads to payment.
    await openSettings(page, 'Görev Aldığım Adliyeler', 'bar-courthouse-picker');
    await picker.getByLabel('Baro').selectOption({ label: 'Ankara Barosu' });
    const warning = page.getByRole('dialog', { name: 'Uyarı' });
    await expect(warning).toHaveAccessibleDescription(
      'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
    );
    expect(await axeViolations(page), 'the Uyarı dialog').toEqual([]);
    await warning.getByRole('button', { name: 'Kapat' }).click();
    await expect(picker.getByLabel('Baro')).toHaveValue(String(ISTANBUL));
    await expect(picker.getByRole('checkbox', { name: 'Bakırköy Adliyesi' })).toBeChecked();
    await picker.getByLabel('Baro').selectOption({ label: 'Ankara Barosu' });
    await page.getByRole('dialog', { name: 'Uyarı' }).getByRole('button', { name: 'Ödeme Yap' }).click();
    await expect(page).toHaveURL(/\/payment\/baro_change$/);

    // Excluded category: a new task of it does not reach him.
    const form = await openSettings(page, 'Görev Almak İstemediğim Kategoriler', 'excluded-categories-form');
    await form.getByRole('checkbox', { name: category!.name, exact: true }).click();
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, 'Görev almak istemediğiniz kategoriler güncellendi.')).toBeVisible();
    const unread = async () => (await asLawyer.call(contract.auth.getData)).data.new_notifications_count;
    const before = await unread();
    const excluded = await createTask(request, BAKIRKOY, category!);
    expect(await unread()).toBe(before);
    await expectPending(page, [otherKind], [excluded, atBakirkoy]);
  } finally {
    // The other journeys expect the demo lawyer as seeded.
    await asLawyer.call(contract.courthouses.updateCourthouses, {
      body: { adliye_id: seeded.data.selected },
    });
    await asLawyer.call(contract.courthouses.updateExcludedCategories, { body: { category_id: [] } });
  }
});
