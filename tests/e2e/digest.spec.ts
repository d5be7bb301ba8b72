import type { APIRequestContext } from '@playwright/test';
import {
  buildPath,
  istanbulDay,
  nextDigestAt,
  settingsSectionPath,
} from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { clientFor } from '../helpers/contract-client.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { createTaskViaApi, demoOperator, toast } from '../helpers/lawyers.ts';
import { e2eScript, newLawyer, registerApprovedLawyer } from '../helpers/registration.ts';
import { advanceServerClock } from './support/clock.ts';

const CAGLAYAN_ADLIYESI_ID = 3401;
const deniz = { name: 'Deniz', surname: 'Özdemir', mailbox: 'deniz', password: 'Ozet.2026x' };

async function setConstant(request: APIRequestContext, name: string, value: string) {
  await clientFor(request, demoOperator.telephone).call(contract.admin.updateConstant, {
    params: { name },
    body: { description: value },
  });
}

interface Mail {
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
}

/**
 * The daily digest: a lawyer who verified his e-mail while registering turns the digest on at the
 * next half hour of the server's clock (the console widens the hours for this, so the shared clock
 * moves by at most half an hour, at the end), the digest with his task lands in the outbox, its
 * unsubscribe link works signed out, and his settings show it off.
 */
test('daily digest: opt in, the e-mail arrives at its time, its link unsubscribes signed out', async ({
  request,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const lawyer = newLawyer(deniz, 8);
  const { token } = await registerApprovedLawyer(request, lawyer);
  await clientFor(request, { token }).call(contract.courthouses.updateCourthouses, {
    body: { adliye_id: [CAGLAYAN_ADLIYESI_ID] },
  });
  await setConstant(request, 'gunluk_ozet_ilk_saat', '0');
  await setConstant(request, 'gunluk_ozet_son_saat', '23');
  try {
    // The first offered time after the server's clock.
    const { now } = (await (await request.get('/__test/clock')).json()) as { now: string };
    const settings = await clientFor(request, { token }).call(contract.digest.settings);
    const slot = settings.data.times
      .map((time) => ({ time, at: nextDigestAt(time, new Date(now)) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
    // His task for the digest's day (past midnight, the next slot is tomorrow's).
    const task = await createTaskViaApi(request, { token }, { planDate: istanbulDay(slot.at) });

    const page = await signIn({ token }, { viewport: { width: 1280, height: 800 } });
    await page.goto(settingsSectionPath('bildirimler'));
    const digest = page.locator('[data-slot="digest-settings-form"]');
    await expect(digest).toBeVisible();
    const on = digest.getByRole('switch', { name: 'Günlük özet e-postası' });
    await expect(on).not.toBeChecked();
    await on.click();
    await digest.getByRole('combobox', { name: 'Gönderim saati' }).selectOption(slot.time);
    await digest.getByRole('button', { name: 'Günlük Özeti Kaydet' }).click();
    await expect(toast(page, 'Günlük özet açıldı.')).toBeVisible();
    await expect(digest.getByText(/^Sıradaki özet: /)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing yet; then the server's clock reaches his time and the digest goes.
    expect(e2eScript('accounts-db', 'mail', lawyer.email)).not.toContain('günlük özet');
    await advanceServerClock(request, Math.ceil((slot.at.getTime() - new Date(now).getTime()) / 60_000));
    let mail: Mail | undefined;
    await expect
      .poll(() => {
        const printed = e2eScript('accounts-db', 'mail', lawyer.email);
        mail = printed ? (JSON.parse(printed) as Mail) : undefined;
        return mail?.subject ?? '';
      })
      .toMatch(/^Meslektaş günlük özet: /);
    expect(mail!.body).toContain(buildPath('detail-task', { missionId: task.missionId }));
    expect(mail!.html).toContain(buildPath('detail-task', { missionId: task.missionId }));
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    expect(mail!.body).toContain(link);

    // Signed out, on another browser: the link asks, then unsubscribes.
    const outside = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const signedOut = await outside.newPage();
      await signedOut.goto(new URL(link).pathname + new URL(link).search);
      await signedOut.getByRole('button', { name: 'Evet, çık' }).click();
      await expect(
        signedOut.getByRole('heading', { name: 'Günlük özet e-postalarından çıktınız' }),
      ).toBeVisible();
      // An altered link is refused.
      const altered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
      await signedOut.goto(new URL(altered).pathname + new URL(altered).search);
      await expect(signedOut.getByRole('heading', { name: 'Bu bağlantı geçersiz.' })).toBeVisible();
    } finally {
      await outside.close();
    }

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Günlük özet e-postası' })).not.toBeChecked();
  } finally {
    await setConstant(request, 'gunluk_ozet_ilk_saat', '6');
    await setConstant(request, 'gunluk_ozet_son_saat', '11');
  }
});
