import Iyzipay from 'iyzipay';
import type { IyzicoConfig } from '../../config.ts';
import { call, iyzicoClient, priceText } from './iyzico.ts';

/**
 * iyzico's marketplace calls (docs/decisions/016-guaranteed-payments.md): the sub-merchant a
 * lawyer is paid through, and what happens to a held payment item. Each answers only when iyzico
 * says `success` about the same conversation; anything else (a refusal, an unreachable iyzico)
 * throws, and the caller keeps the money where it was.
 */

interface IyzicoAnswer {
  status: string;
  conversationId?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** iyzico answered and said no (as opposed to not answering: then what happened is unknown). */
export class IyzicoRefused extends Error {
  constructor(what: string, answer: IyzicoAnswer) {
    super(`iyzico ${what}: ${answer.status} ${answer.errorCode ?? ''} ${answer.errorMessage ?? ''}`.trim());
  }
}

async function ask<T extends IyzicoAnswer>(
  what: string,
  conversationId: string,
  run: (done: (err: Error | null, result: T) => void) => void,
): Promise<T> {
  const answer = await call<T>(run);
  if (answer.status !== 'success' || answer.conversationId !== conversationId)
    throw new IyzicoRefused(what, answer);
  return answer;
}

/** A lawyer's identity and payout account, as his sub-merchant is created from. */
export interface SubMerchantInput {
  userId: number;
  /** The name on his payout account. */
  name: string;
  email: string;
  gsmNumber: string;
  identityNumber: string;
  address: string;
  iban: string;
}

/** What iyzico is told about a PERSONAL sub-merchant, on creation and on every update. */
function personFields(input: SubMerchantInput) {
  const [first, ...rest] = input.name.split(' ');
  return {
    locale: Iyzipay.LOCALE.TR,
    address: input.address,
    contactName: first ?? input.name,
    contactSurname: rest.join(' ') || (first ?? input.name),
    email: input.email,
    gsmNumber: input.gsmNumber,
    name: input.name,
    iban: input.iban,
    identityNumber: input.identityNumber,
    currency: Iyzipay.CURRENCY.TRY,
  };
}

/** Creates a PERSONAL sub-merchant; answers its key. */
export async function createSubMerchant(config: IyzicoConfig, input: SubMerchantInput): Promise<string> {
  const conversationId = `SM${input.userId}`;
  const answer = await ask<IyzicoAnswer & { subMerchantKey?: string }>(
    'subMerchant.create',
    conversationId,
    (done) =>
      iyzicoClient(config).subMerchant.create(
        {
          ...personFields(input),
          conversationId,
          subMerchantExternalId: `U${input.userId}`,
          subMerchantType: Iyzipay.SUB_MERCHANT_TYPE.PERSONAL,
        } as never,
        done as never,
      ),
  );
  if (!answer.subMerchantKey) throw new IyzicoRefused('subMerchant.create', answer);
  return answer.subMerchantKey;
}

/** Sends a PERSONAL sub-merchant's new IBAN or account name (with the rest of his details) to iyzico. */
export async function updateSubMerchant(
  config: IyzicoConfig,
  subMerchantKey: string,
  input: SubMerchantInput,
): Promise<void> {
  const conversationId = `SMU${input.userId}`;
  await ask<IyzicoAnswer>('subMerchant.update', conversationId, (done) =>
    iyzicoClient(config).subMerchant.update(
      { ...personFields(input), conversationId, subMerchantKey } as never,
      done as never,
    ),
  );
}

/** Approves a held payment item: iyzico then settles the sub-merchant's share to his IBAN. */
export async function approveItem(
  config: IyzicoConfig,
  conversationId: string,
  itemRef: string,
): Promise<void> {
  const answer = await ask<IyzicoAnswer & { paymentTransactionId?: string }>(
    'approval.create',
    conversationId,
    (done) =>
      iyzicoClient(config).approval.create(
        { locale: Iyzipay.LOCALE.TR, conversationId, paymentTransactionId: itemRef },
        done as never,
      ),
  );
  if (answer.paymentTransactionId !== itemRef) throw new IyzicoRefused('approval.create', answer);
}

/** Refunds `amount` kuruş of a payment item to the card. */
export async function refundItem(
  config: IyzicoConfig,
  conversationId: string,
  itemRef: string,
  amount: number,
): Promise<void> {
  const answer = await ask<IyzicoAnswer & { paymentTransactionId?: string; price?: number | string }>(
    'refund.create',
    conversationId,
    (done) =>
      iyzicoClient(config).refund.create(
        {
          locale: Iyzipay.LOCALE.TR,
          conversationId,
          paymentTransactionId: itemRef,
          price: priceText(amount),
          currency: Iyzipay.CURRENCY.TRY,
          ip: '127.0.0.1',
        } as never,
        done as never,
      ),
  );
  if (answer.paymentTransactionId !== itemRef || Math.round(Number(answer.price) * 100) !== amount)
    throw new IyzicoRefused('refund.create', answer);
}

/** Cancels a whole payment (iyzico's rule: the day it was taken, before its end-of-day close). */
export async function cancelPayment(
  config: IyzicoConfig,
  conversationId: string,
  paymentRef: string,
): Promise<void> {
  const answer = await ask<IyzicoAnswer & { paymentId?: string }>('cancel.create', conversationId, (done) =>
    iyzicoClient(config).cancel.create(
      { locale: Iyzipay.LOCALE.TR, conversationId, paymentId: paymentRef, ip: '127.0.0.1' } as never,
      done as never,
    ),
  );
  if (answer.paymentId !== paymentRef) throw new IyzicoRefused('cancel.create', answer);
}

/** What iyzico's records say happened to a held payment item. */
export interface ItemStatus {
  /** The item's approval was granted (its share goes to the sub-merchant). */
  approved: boolean;
  /** Kuruş given back to the card: the item's refunds, or the whole payment when it was cancelled. */
  refunded: number;
}

interface ReportedPayment {
  paymentId?: string | number;
  paidPrice?: number | string;
  cancels?: { refundPrice?: number | string }[];
  itemTransactions?: {
    paymentTransactionId?: string | number;
    /** 1: awaiting the marketplace's approval; 2: approved. */
    transactionStatus?: number;
    refunds?: { refundPrice?: number | string }[];
  }[];
}

const kurus = (price: number | string | undefined) => Math.round(Number(price ?? 0) * 100);

/**
 * Asks iyzico's transaction report (`/v2/reporting/payment/details`, by the payment's conversation
 * id) what became of a payment item: approved or not, and how much went back to the card. Throws
 * when iyzico does not answer or does not know the payment or item: then nothing can be told.
 */
export async function itemStatus(
  config: IyzicoConfig,
  conversationId: string,
  itemRef: string,
): Promise<ItemStatus> {
  const answer = await ask<IyzicoAnswer & { payments?: ReportedPayment[] }>(
    'reporting.payment.details',
    conversationId,
    (done) =>
      (
        iyzicoClient(config) as unknown as {
          reportingTransactionDetails: { retrieve(req: object, cb: typeof done): void };
        }
      ).reportingTransactionDetails.retrieve(
        { locale: Iyzipay.LOCALE.TR, conversationId, paymentConversationId: conversationId },
        done,
      ),
  );
  for (const payment of answer.payments ?? []) {
    const item = payment.itemTransactions?.find((i) => String(i.paymentTransactionId) === itemRef);
    if (!item) continue;
    const cancelled = (payment.cancels ?? []).length > 0;
    const refunds = (item.refunds ?? []).reduce((sum, r) => sum + kurus(r.refundPrice), 0);
    return {
      approved: item.transactionStatus === 2,
      refunded: cancelled ? kurus(payment.paidPrice) : refunds,
    };
  }
  throw new Error(`iyzico reporting: payment item ${itemRef} not found`);
}
