import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { lawyers, urlOf } from '../helpers/lawyers.ts';
import { newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';

const selin = { name: 'Selin', surname: 'Aydemir', mailbox: 'selin', password: 'Kayit.2026' };

test("a profile shows the reliability record from seeded history, its owner reads what would improve it, and a new member shows 'Yeni üye'", async ({
  request,
  api,
  signIn,
}) => {
  // Zeynep (the demo's "outsider") has fourteen past errands seeded, reports mostly on time and one
  // late cancel request; other journeys may add to her history, so the figures are read by shape.
  const zeynep = await api.as(lawyers.outsider.telephone).call(contract.auth.getData);
  const page = await signIn(lawyers.owner.telephone);
  await page.goto(urlOf('lawyer-profile', { id: zeynep.data.id }));
  const record = page.getByRole('region', { name: 'Güvenilirlik Kaydı' });
  await expect(record).toBeVisible();
  const value = (term: string) =>
    record.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  expect(Number(await value('Tamamlanan görev').textContent())).toBeGreaterThanOrEqual(15);
  await expect(value('Zamanında rapor')).toHaveText(/^%\d{1,3} \(\d+ rapordan\)$/);
  await expect(value('Geç iptal talebi')).toHaveText(/^[1-9]\d*$/);
  await expect(value('Ortanca başvuru süresi')).toHaveText(/\d+ (dk|sa)/);
  await expect(value('Üyelik tarihi')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(record.getByText('Yeni üye')).toHaveCount(0);
  // What would improve it is his alone.
  await expect(record.getByText('Kaydınızı iyileştirmek için')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Zeynep on her own profile reads the hints for her weak figures.
  const own = await signIn(lawyers.outsider.telephone);
  await own.goto(urlOf('lawyer-profile', { id: zeynep.data.id }));
  const ownRecord = own.getByRole('region', { name: 'Güvenilirlik Kaydı' });
  await expect(ownRecord.getByText('Kaydınızı iyileştirmek için')).toBeVisible();
  await expect(
    ownRecord.getByText(/iptal talebini planlanan saatten en az 24 saat önce gönderin/),
  ).toBeVisible();

  // A lawyer registered today has no history to judge: 'Yeni üye' and no figures.
  const fresh = await registerApprovedLawyer(request, newLawyer(selin, 8));
  await page.goto(urlOf('lawyer-profile', { id: fresh.id }));
  const freshRecord = page.getByRole('region', { name: 'Güvenilirlik Kaydı' });
  await expect(freshRecord.getByText('Yeni üye')).toBeVisible();
  await expect(freshRecord.getByText('Tamamlanan görev')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
