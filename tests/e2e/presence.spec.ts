import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { caglayan, createTaskViaApi, demoOperator, lawyers, titleOf, urlOf } from '../helpers/lawyers.ts';

/**
 * Ayşe, the Pro member, says "Adliyedeyim" and applies (Pro has no daily limit, so the free lawyers
 * keep their applications for the other journeys); Zeynep owns the task.
 */
const present = { telephone: lawyers.owner.telephone, name: lawyers.owner.name };
const owner = { telephone: lawyers.outsider.telephone };

test('a lawyer says "Adliyedeyim" at the courthouse and the owner sees "Adliyede" on his applicant', async ({
  request,
  signIn,
}) => {
  const { missionId } = await createTaskViaApi(request, owner.telephone);
  const lawyer = await signIn(present.telephone, { geolocation: caglayan });
  try {
    await lawyer.goto(urlOf('home'));
    await expect(lawyer.getByRole('heading', { name: 'Adliyedeyim' })).toBeVisible();
    // Ayşe serves two courthouses: she chooses the one she is at.
    await lawyer.getByRole('combobox', { name: 'Adliye' }).selectOption({ label: 'Çağlayan Adliyesi' });
    await lawyer.getByRole('button', { name: 'Adliyedeyim' }).click();
    await expect(
      lawyer.getByRole('status').filter({ hasText: 'Adliyedesiniz: Çağlayan Adliyesi' }),
    ).toBeVisible();
    await expect(lawyer.getByText(/^Bitiş saati: \d\d:\d\d$/)).toBeVisible();
    expect(await axeViolations(lawyer)).toEqual([]);

    // The pending list shows the same switch, still on.
    await lawyer.goto(urlOf('pending'));
    await expect(lawyer.getByRole('button', { name: 'Kapat' })).toBeVisible();

    await clientFor(request, present.telephone).call(contract.missions.confirm, {
      body: { mission_id: missionId, message_id: 0, ...caglayan },
    });

    const ownerPage = await signIn(owner.telephone);
    await ownerPage.goto(urlOf('desigination-task', { missionId }));
    const row = ownerPage.getByRole('row', { name: new RegExp(present.name) });
    await expect(row.getByText('Adliyede', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Biyografi: ${present.name}` }).click();
    const bio = ownerPage.getByRole('dialog', { name: present.name });
    await expect(bio.getByText('Adliyede', { exact: true })).toBeVisible();
  } finally {
    await clientFor(request, present.telephone).call(contract.presence.end);
    await clientFor(request, owner.telephone).call(contract.missions.cancel, {
      body: { mission_id: missionId },
    });
  }
});

test('the published rules page shows the numbers the server enforces, and follows a console edit', async ({
  request,
  signIn,
}) => {
  const operator = clientFor(request, demoOperator.telephone);
  const page = await signIn(lawyers.applicant.telephone);
  await page.goto(urlOf('how-work'));
  await page
    .getByRole('main')
    .getByRole('link', { name: titleOf('task-rules') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titleOf('task-rules') })).toBeVisible();
  await expect(page.getByText(/Ücretsiz üyelikte günde en fazla 3 göreve/)).toBeVisible();
  await expect(page.getByText(/ilk 3 dakika yalnızca o adliyede/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  try {
    await operator.call(contract.admin.updateConstant, {
      params: { name: 'ucretsiz_gunluk_basvuru' },
      body: { description: '6' },
    });
    await page.reload();
    await expect(page.getByText(/Ücretsiz üyelikte günde en fazla 6 göreve/)).toBeVisible();
  } finally {
    await operator.call(contract.admin.updateConstant, {
      params: { name: 'ucretsiz_gunluk_basvuru' },
      body: { description: '3' },
    });
  }

  // The layout links the page too.
  await page.goto(urlOf('home'));
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: titleOf('task-rules') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${urlOf('task-rules')}$`));
});
