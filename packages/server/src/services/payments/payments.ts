import crypto from 'node:crypto';
import {
  PAYMENT_NOT_FOUND,
  type Payment,
  type PaymentEvent,
  type PaymentStatus,
  type PaymentType,
  canMovePayment,
  feedbackMessages,
  realtimeEvents,
  isVip,
  kurusToTl,
} from '@meslektas/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { grantBarChangeRight } from '../courthouses/courthouses.ts';
import { userChannel } from '../notifications/notify.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';

export type PaymentRow = Selectable<PaymentsTable>;

export const paymentMessages = {
  notFound: PAYMENT_NOT_FOUND,
  alreadyProcessed: 'Bu ödeme zaten işlendi.',
  notAwaitingCode: 'Bu ödeme doğrulama kodu beklemiyor.',
  wrongProvider: 'Bu ödeme başka bir ödeme sağlayıcısı ile yapılmaktadır.',
  freeNothingToPay: 'Ödenecek bir tutar bulunmuyor.',
  providerUnavailable: 'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen daha sonra tekrar deneyiniz.',
} as const;

/** A year of Pro. */
const PRO_YEAR_MS = 365 * 24 * 3600 * 1000;

/** The price of one bar change, in kuruş; the spec names no amount, so it is the server's. */
const BAR_CHANGE_PRICE_KURUS = 50_000;

/**
 * What a type costs this lawyer, in kuruş: Pro is his own price net of his discount (or the
 * site's pro_fiyat / pro_indirim constants, in lira, when no personal price is set).
 */
async function amountFor(
  db: Kysely<Database>,
  user: { premium_price: number; premium_discount: number },
  type: PaymentType,
): Promise<number> {
  if (type === 'baro_change') return BAR_CHANGE_PRICE_KURUS;
  if (user.premium_price > 0) return Math.max(0, user.premium_price - Math.max(0, user.premium_discount));
  const rows = await db
    .selectFrom('constants')
    .select(['name', 'description'])
    .where('name', 'in', ['pro_fiyat', 'pro_indirim'])
    .execute();
  const lira = (name: string) => {
    const n = Number(rows.find((r) => r.name === name)?.description ?? 0);
    return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
  };
  return Math.max(0, lira('pro_fiyat') - lira('pro_indirim'));
}

export function toPayment(row: PaymentRow, checkoutUrl: string | null = null): Payment {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: kurusToTl(row.amount),
    currency: 'TRY',
    provider: row.provider,
    checkout_url: checkoutUrl,
    failure_reason: row.failure_reason,
  };
}

/**
 * The attempt /payment works on; the amount and the invoice district are read here, never from
 * the client. A sandbox attempt no card has reached yet (still `created`) of the same type is
 * taken up again, with today's amount and district, instead of a new row: opening the page again
 * and again keeps one attempt, not one left behind per visit. (An iyzico attempt is handed to
 * iyzico's page at once and never stays `created`.)
 */
export async function insertPayment(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  userId: number,
  type: PaymentType,
  provider: PaymentRow['provider'],
): Promise<PaymentRow> {
  const user = await db
    .selectFrom('users')
    .select(['premium_price', 'premium_discount', 'invoice_district_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const amount = await amountFor(db, user, type);
  if (amount <= 0) throw new HttpError(422, paymentMessages.freeNothingToPay);
  const now = deps.now().toISOString();
  if (provider === 'sandbox') {
    const open = await db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('provider', '=', 'sandbox')
      .where('status', '=', 'created')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // Conditional on the status: a card sent to it meanwhile makes it someone else's business.
    const reused =
      open &&
      (await db
        .updateTable('payments')
        .set({ amount, invoice_district_id: user.invoice_district_id, updated_at: now })
        .where('id', '=', open.id)
        .where('status', '=', 'created')
        .returningAll()
        .executeTakeFirst());
    if (reused) return reused;
  }
  return db
    .insertInto('payments')
    .values({
      user_id: userId,
      type,
      amount,
      currency: 'TRY',
      provider,
      // The sandbox knows its attempts by a reference of ours; iyzico's token replaces it.
      provider_ref: provider === 'sandbox' ? crypto.randomUUID() : null,
      status: 'created',
      invoice_district_id: user.invoice_district_id,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The lawyer's own attempt; anyone else's is 404, so ids reveal nothing. */
export async function ownPayment(db: Kysely<Database>, userId: number, id: number): Promise<PaymentRow> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, paymentMessages.notFound);
  return row;
}

/** Moves an attempt along the status machine; false when another request moved it first. */
export async function movePayment(
  db: Kysely<Database>,
  row: PaymentRow,
  to: PaymentStatus,
  now: Date,
  extra: Partial<Pick<PaymentRow, 'provider_ref' | 'card_last4' | 'failure_reason'>> = {},
): Promise<boolean> {
  if (!canMovePayment(row.status, to)) return false;
  const updated = await db
    .updateTable('payments')
    .set({ status: to, updated_at: now.toISOString(), ...extra })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export interface Settlement {
  paymentId: number;
  /** The provider's reference the result is about; it must be the attempt's own. */
  reference: string;
  result: 'success' | 'failure';
  reason: string | null;
}

async function applyPurchase(trx: Transaction<Database>, row: PaymentRow, now: Date): Promise<void> {
  if (row.type === 'baro_change') {
    await grantBarChangeRight(trx, row.user_id);
    return;
  }
  const user = await trx
    .selectFrom('users')
    .select(['vip', 'pro_last_date'])
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  // A renewal before the end adds the year to the current end; after it, to today.
  const from = isVip(user, now) ? new Date(user.pro_last_date!).getTime() : now.getTime();
  await trx
    .updateTable('users')
    .set({ vip: 1, pro_last_date: new Date(from + PRO_YEAR_MS).toISOString() })
    .where('id', '=', row.user_id)
    .execute();
}

/**
 * A provider's verified result: in one transaction the attempt becomes paid (and the purchase is
 * applied) or failed. A result for an attempt already final changes nothing and publishes nothing,
 * so a repeated callback pays once. Returns the row as it stands afterwards.
 */
export async function settlePayment(
  db: Db,
  deps: ChangeDeps,
  s: Settlement,
): Promise<PaymentRow | undefined> {
  const now = deps.now();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', s.paymentId)
      .where('provider_ref', '=', s.reference)
      .executeTakeFirst();
    if (!row) return undefined;
    const to = s.result === 'success' ? 'paid' : 'failed';
    const moved = await trx
      .updateTable('payments')
      .set({
        status: to,
        updated_at: now.toISOString(),
        ...(to === 'paid'
          ? { paid_at: now.toISOString() }
          : { failure_reason: s.reason ?? feedbackMessages.paymentFailure }),
      })
      .where('id', '=', row.id)
      .where('status', 'in', ['created', 'pending_3ds'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { row, changed: false };
    if (to === 'paid') await applyPurchase(trx, row, now);
    const after = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { row: after, changed: true };
  });
  if (!outcome) return undefined;
  if (outcome.changed) await publishResult(db, deps, outcome.row);
  return outcome.row;
}

async function publishResult(db: Db, deps: Pick<ServiceDeps, 'publish'>, row: PaymentRow): Promise<void> {
  const paid = row.status === 'paid';
  const data: PaymentEvent = {
    type: row.type,
    message: paid ? feedbackMessages.paymentSuccess : (row.failure_reason ?? feedbackMessages.paymentFailure),
    paymentId: row.id,
  };
  await deps.publish([
    {
      channels: [userChannel(row.user_id)],
      event: paid ? realtimeEvents.paymentConfirm : realtimeEvents.paymentReject,
      data,
    },
  ]);
}
