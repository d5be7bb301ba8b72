import { guaranteeMessages, nameWithoutTitle } from '@meslektas/domain';
import type { IyzicoConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { writeNotifications } from '../notifications/notify.ts';
import { type SubMerchantInput, createSubMerchant } from '../payments/iyzico-marketplace.ts';
import { iyzicoPerson } from '../payments/iyzico.ts';

/** What the chosen lawyer is told when he cannot be paid through iyzico yet; it opens the payout page. */
export const PAYOUT_ACCOUNT_NEEDED =
  'Güvenceli ödemeli bir görevde seçildiniz; ödemeyi alabilmeniz için Ödeme Talebinde Bulun sayfasındaki “Ödeme Alacağınız Hesap” bölümünden IBAN bilginizi giriniz. Ardından görev sahibi seçimini yeniden yapabilir.';

/** The account a lawyer is paid to: the IBAN and the holder's name, without a title. */
export interface PaidAccount {
  name: string;
  iban: string;
}

/**
 * Where the lawyer is paid: the payout account he saved, else the IBAN and name of his latest
 * payout request not rejected (from before the payout account existed); undefined without either.
 */
async function paidAccountOf(db: Db, userId: number): Promise<PaidAccount | undefined> {
  const saved = await db
    .selectFrom('payout_accounts')
    .select(['name', 'iban'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return saved ?? (await lastPayoutAccount(db, userId));
}

/** The holder (without a title) and IBAN of the lawyer's latest payout request not rejected. */
export async function lastPayoutAccount(db: Db, userId: number): Promise<PaidAccount | undefined> {
  const payout = await db
    .selectFrom('payouts')
    .select(['name', 'iban'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'rejected')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return payout && { name: nameWithoutTitle(payout.name), iban: payout.iban };
}

/** The lawyer as iyzico's sub-merchant calls take him, paid to `account`; null without a T.C. number. */
export async function subMerchantInput(
  db: Db,
  userId: number,
  account: PaidAccount,
): Promise<SubMerchantInput | null> {
  const user = await iyzicoPerson(db, userId);
  if (!user.tc) return null;
  return {
    userId,
    name: account.name,
    email: user.email ?? `${user.telephone}@meslektas.local`,
    gsmNumber: `+9${user.telephone}`,
    identityNumber: user.tc,
    address: [user.district, user.city ?? 'İstanbul'].filter(Boolean).join(', '),
    iban: account.iban,
  };
}

/**
 * The lawyer's iyzico sub-merchant key, created once (docs/decisions/016): when the owner chooses
 * him on a guaranteed task and iyzico is configured, before any card is charged. It is made from
 * his payout account (or, without one, his latest payout request not rejected) and his T.C.
 * number, e-mail, telephone and invoice district; later tasks reuse the stored key. Without an
 * account (or a T.C. number) the choice is refused (422) and he is told where to give them. iyzico
 * refusing is 502.
 */
export async function ensureSubMerchant(
  db: Db,
  deps: Pick<ChangeDeps, 'now'> & Partial<Pick<ServiceDeps, 'publish' | 'log'>>,
  config: IyzicoConfig,
  missionId: number,
  userId: number,
): Promise<string> {
  const stored = await db
    .selectFrom('sub_merchants')
    .select('sub_merchant_key')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (stored) return stored.sub_merchant_key;
  const account = await paidAccountOf(db, userId);
  const input = account && (await subMerchantInput(db, userId, account));
  if (!account || !input) {
    const events = await writeNotifications(
      db,
      [userId],
      {
        type: 'payout_account_needed',
        missionId,
        title: 'Güvenceli Ödeme',
        message: PAYOUT_ACCOUNT_NEEDED,
      },
      deps.now(),
    );
    await deps.publish?.(events);
    throw new HttpError(422, guaranteeMessages.noPayoutAccount);
  }
  let key: string;
  try {
    key = await createSubMerchant(config, input);
  } catch (err) {
    deps.log?.error({ err, userId }, 'iyzico sub-merchant not created');
    throw new HttpError(502, guaranteeMessages.providerUnavailable);
  }
  // Two choices racing may both create one at iyzico; the first stored is the one used from then on.
  await db
    .insertInto('sub_merchants')
    .values({
      user_id: userId,
      sub_merchant_key: key,
      iban: account.iban,
      name: account.name,
      created_at: deps.now().toISOString(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const kept = await db
    .selectFrom('sub_merchants')
    .select('sub_merchant_key')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return kept.sub_merchant_key;
}
