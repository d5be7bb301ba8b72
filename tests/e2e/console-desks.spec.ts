import { consolePaths, formatPrice } from '../../packages/domain/src/index.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contract, expect, test } from '../helpers/fixtures.ts';
import { demoOperator, lawyers, titleOf, urlOf } from '../helpers/lawyers.ts';

/**
 * Zeynep, the third demo lawyer: no other spec reads her wallet or her special notifications, and
 * the ticket she sends here is answered here (cancel-and-support.spec answers only the newest one
 * still waiting). Her balance is compared with what it was, so the order of the specs never matters.
 * The FAQ question renamed is the general list's last one, which no other spec reads.
 */
const zeynep = { telephone: lawyers.outsider.telephone, name: 'Zeynep Kaya' };

test('masaüstü: the operator answers a ticket, notifies one lawyer, renames a FAQ question and corrects a wallet; the lawyer sees each on her own pages', async ({
  api,
  signIn,
}) => {
  const stamp = `${Date.now()}`;
  const asZeynep = api.as(zeynep.telephone);

  // Zeynep writes to support under "Diğer konular", the subject that always takes a question.
  const { options } = (await asZeynep.call(contract.tickets.list)).data;
  const other = options.find((o) => o.key === 'diger');
  if (!other) throw new Error('no "Diğer konular" subject in the demo data');
  const question = `Cüzdan bakiyem eksik görünüyor (${stamp}).`;
  const sent = await asZeynep.call(contract.tickets.send, {
    body: { option: other.value, message: question },
  });
  const ticketId = sent.data.id;
  const cashBefore = (await asZeynep.call(contract.auth.getData)).data.cash;

  const desk = await signIn(demoOperator.telephone);
  await desk.setViewportSize({ width: 1280, height: 900 });
  const lawyer = await signIn(zeynep.telephone);
  await lawyer.setViewportSize({ width: 1280, height: 900 });

  // The support desk: her ticket waits in the queue; the operator reads and answers it.
  await desk.goto(consolePaths.tickets);
  await expect(desk.getByRole('heading', { level: 1, name: 'Destek Talepleri' })).toBeVisible();
  await expect(desk.getByRole('combobox', { name: 'Talep durumu' })).toHaveValue('pending');
  const open = desk.getByRole('button', { name: `İncele: Talep #${ticketId}`, exact: true });
  const row = desk.getByRole('row').filter({ has: open });
  await expect(row).toContainText(zeynep.name);
  await expect(row).toContainText('Diğer konular');
  await expect(row).toContainText('Yanıt bekliyor');
  expect(await axeViolations(desk), 'the ticket queue').toEqual([]);
  await open.click();
  const drawer = desk.getByRole('dialog', { name: `Destek talebi #${ticketId}` });
  await expect(drawer.getByText(question)).toBeVisible();
  await expect(drawer.getByText(zeynep.telephone)).toBeVisible();
  const answer = `Kontrol ettik, bakiyeniz doğru görünüyor (${stamp}).`;
  await drawer.getByLabel('Cevabınız').fill(`<p>${answer}</p>`);
  await drawer.getByRole('button', { name: 'Cevabı gönder' }).click();
  await expect(drawer.getByRole('heading', { name: 'Cevap' })).toBeVisible();
  await expect(drawer.getByText(answer)).toBeVisible();
  await expect(drawer.getByText('Yanıtlandı')).toBeVisible();
  await drawer.getByRole('button', { name: 'Kapat' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    `Cevabınız gönderildi; avukat bildirim aldı. (${zeynep.name})`,
  );
  await expect(row).toHaveCount(0);

  await lawyer.goto(urlOf('support'));
  await expect(lawyer.getByRole('heading', { level: 1, name: titleOf('support') })).toBeVisible();
  const ticket = lawyer.getByRole('listitem').filter({ hasText: question });
  await expect(ticket.getByText('Cevaplandı')).toBeVisible();
  await expect(ticket.getByText(answer)).toBeVisible();

  // A special notification to her alone: found by telephone, confirmed with her name.
  await desk.goto(consolePaths.specialNotifications);
  await expect(desk.getByRole('heading', { level: 1, name: 'Özel Bildirimler' })).toBeVisible();
  await desk.getByRole('radio', { name: /Bir avukat/ }).check();
  await desk.getByRole('searchbox', { name: 'Avukat ara' }).fill(zeynep.telephone);
  await desk.getByRole('button', { name: 'Avukat ara' }).click();
  await desk
    .getByRole('radiogroup', { name: 'Bulunan avukatlar' })
    .getByRole('radio', { name: new RegExp(zeynep.name) })
    .check();
  const title = `Sicil kaydınız güncellendi (${stamp})`;
  await desk.getByLabel('Başlık').fill(title);
  await desk.getByLabel('Metin (HTML)').fill('<p>Baro sicil bilgileriniz <strong>güncellendi</strong>.</p>');
  await desk.getByRole('button', { name: 'Gönder' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Özel bildirimi gönder' });
  await expect(
    confirm.getByText(`Bildirim yalnızca ${zeynep.name} adlı avukata gönderilecek.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Gönder' }).click();
  await expect(desk.getByRole('status')).toHaveText('Özel bildirim 1 avukata gönderildi.');
  await expect(desk.getByRole('row').filter({ hasText: title })).toContainText(zeynep.name);

  await lawyer.goto(urlOf('notifications'));
  await expect(lawyer.getByRole('heading', { level: 1, name: titleOf('notifications') })).toBeVisible();
  await lawyer.getByRole('link', { name: title }).click();
  await expect(lawyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(lawyer.getByRole('main').getByText('güncellendi', { exact: true })).toBeVisible();

  // The FAQ: the general list's last question gets a new wording, which the lawyers read at once.
  await desk.goto(consolePaths.contentFaqs);
  await expect(desk.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: 'Sıkça sorulan sorular' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const faqs = desk.getByRole('table', { name: 'Sorular: Sıkça sorulan sorular' });
  await faqs
    .getByRole('row')
    .last()
    .getByRole('button', { name: /^Düzenle: / })
    .click();
  const faqForm = desk.getByRole('dialog', { name: 'Soruyu düzenle · Sıkça sorulan sorular' });
  const oldTitle = await faqForm.getByLabel('Soru').inputValue();
  expect(oldTitle).not.toBe('');
  const newTitle = `Görev iptali nasıl işler? (${stamp})`;
  await faqForm.getByLabel('Soru').fill(newTitle);
  await faqForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(faqForm).toHaveCount(0);
  await expect(desk.getByRole('status')).toHaveText(`Soru kaydedildi. (${newTitle})`);
  await expect(faqs.getByRole('row').last()).toContainText(newTitle);

  await lawyer.goto(urlOf('how-work'));
  await expect(lawyer.getByRole('heading', { level: 1, name: titleOf('how-work') })).toBeVisible();
  await expect(lawyer.getByRole('button', { name: newTitle })).toBeVisible();
  await expect(lawyer.getByRole('button', { name: oldTitle })).toHaveCount(0);

  // Her wallet: 25 TL added with a reason in the account drawer; her balance grows by as much.
  await desk.goto(consolePaths.accounts);
  await expect(desk.getByRole('heading', { level: 1, name: 'Hesaplar' })).toBeVisible();
  await desk.getByLabel('Hesap durumu').selectOption({ label: 'Tüm hesaplar' });
  await desk.getByLabel('Ad veya telefon').fill(zeynep.telephone);
  await desk.getByRole('button', { name: 'Ara' }).click();
  await desk.getByRole('button', { name: `İncele: ${zeynep.name}` }).click();
  const account = desk.getByRole('dialog', { name: zeynep.name });
  const wallet = account.getByRole('region', { name: 'Cüzdan' });
  await expect(wallet.getByText('Kullanılabilir bakiye')).toBeVisible();
  await wallet.getByRole('button', { name: 'Bakiye düzelt' }).click();
  const adjust = desk.getByRole('dialog', { name: 'Bakiye düzelt' });
  await adjust.getByRole('radio', { name: 'Bakiyeye ekle' }).check();
  await adjust.getByLabel('Tutar (TL)').fill('25');
  await adjust.getByLabel('Gerekçe').fill(`Destek talebi #${ticketId} üzerine düzeltme.`);
  await expect(adjust.getByText(`Düzeltme sonrası bakiye: ${formatPrice(cashBefore + 25)}`)).toBeVisible();
  await adjust.getByRole('button', { name: 'Düzelt' }).click();
  await expect(adjust).toHaveCount(0);
  const entries = wallet.getByRole('list', { name: 'Son hareketler' });
  await expect(entries.getByRole('listitem').first()).toContainText(
    `Destek talebi #${ticketId} üzerine düzeltme.`,
  );
  await expect(entries.getByRole('listitem').first()).toContainText('+25 TL');
  await expect(wallet.getByText(formatPrice(cashBefore + 25), { exact: true })).toBeVisible();
  await account.getByRole('button', { name: 'Kapat' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Bakiye düzeltildi. (${zeynep.name})`);

  await lawyer.goto(urlOf('request-payment'));
  await expect(lawyer.getByRole('heading', { level: 1, name: titleOf('request-payment') })).toBeVisible();
  await expect(
    lawyer.getByRole('complementary').getByText(formatPrice(cashBefore + 25), { exact: true }),
  ).toBeVisible();
  await lawyer.getByRole('button', { name: /Hesap menüsü/ }).click();
  await expect(lawyer.getByText(`Cüzdan Bakiyesi: ${formatPrice(cashBefore + 25)}`)).toBeVisible();
});
