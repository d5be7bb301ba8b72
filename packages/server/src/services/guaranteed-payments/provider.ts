import { guaranteeMessages, istanbulDay } from '@meslektas/domain';
import type { Selectable } from 'kysely';
import type { IyzicoConfig } from '../../config.ts';
import type { GuaranteedPaymentsTable } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import {
  IyzicoRefused,
  type ItemStatus,
  approveItem,
  cancelPayment,
  itemStatus,
  refundItem,
} from '../payments/iyzico-marketplace.ts';

type Held = Selectable<GuaranteedPaymentsTable>;

/**
 * What a payment provider does with a held payment (docs/decisions/016). The card steps and the
 * signed callback that makes a payment held are the provider's own (the sandbox's in
 * guaranteed-payments.ts; iyzico's checkout form with a marketplace basket item in
 * iyzico-checkout.ts). A call is made only by the request that moved the payment from held to
 * releasing or refunding; when the provider refuses, the money stays held.
 */
export interface GuaranteeProvider {
  readonly name: 'sandbox' | 'iyzico';
  /**
   * Released money: true, the server credits the assignee's wallet and it is withdrawn through
   * the payouts (sandbox); false, the provider pays the assignee's sub-merchant account itself
   * (iyzico marketplace: approving the payment item settles his share to his IBAN).
   */
  readonly releasesToWallet: boolean;
  /**
   * True: the provider is a remote service, so its calls are made after the move to releasing or
   * refunding is committed, never inside a transaction (decision 016). False: it answers at once
   * and the whole ending runs in one transaction.
   */
  readonly remote: boolean;
  /** Releases `toAssignee` kuruş of the hold (iyzico: approve the item; a split has refunded the rest first). */
  release(payment: Held, toAssignee: number): Promise<void>;
  /** Gives `toOwner` kuruş back to the owner's card (iyzico: refund on the item, or cancel the same day). */
  refund(payment: Held, toOwner: number, now: Date): Promise<void>;
  /**
   * A remote provider's own record of the payment (recovery.ts): whether the release went through
   * and how much was refunded. Throws when it cannot be told (the provider does not answer).
   */
  inquire?(payment: Held): Promise<ItemStatus>;
  /** The error is the provider's answer "no" (not a call that never got an answer). */
  refused(err: unknown): boolean;
}

/**
 * The sandbox mirrors every step without a bank: it checks that what leaves the hold is never
 * more than what entered it, and can be told to refuse (a provider outage) in tests.
 */
class SandboxGuaranteeProvider implements GuaranteeProvider {
  readonly name = 'sandbox' as const;
  readonly releasesToWallet = true;
  readonly remote = false;
  /** Set in tests: the next calls fail as an unreachable provider does. */
  down = false;

  #check(payment: Held, amount: number): void {
    if (this.down) throw new HttpError(502, guaranteeMessages.providerUnavailable);
    if (!Number.isInteger(amount) || amount < 0 || amount > payment.total)
      throw new Error(`sandbox: ${amount} kuruş cannot leave a hold of ${payment.total}`);
  }

  release(payment: Held, toAssignee: number): Promise<void> {
    this.#check(payment, toAssignee);
    return Promise.resolve();
  }

  refund(payment: Held, toOwner: number): Promise<void> {
    this.#check(payment, toOwner);
    return Promise.resolve();
  }

  refused(): boolean {
    return true;
  }
}

/** The conversation id of a payment's calls at iyzico: the row and its attempt. */
export const iyzicoConversation = (payment: Pick<Held, 'id' | 'attempt'>) =>
  `G${payment.id}.${payment.attempt}`;

/**
 * iyzico's marketplace: the held payment is one basket item whose sub-merchant is the assignee.
 * Releasing approves the item (iyzico then pays his share to his IBAN); refunding everything on
 * the day it was paid cancels the payment, as iyzico documents (a refund is for later days);
 * any other refund is on the item.
 */
class IyzicoGuaranteeProvider implements GuaranteeProvider {
  readonly name = 'iyzico' as const;
  readonly releasesToWallet = false;
  readonly remote = true;
  constructor(private readonly config: IyzicoConfig) {}

  #item(payment: Held): string {
    if (!payment.provider_item_ref) throw new Error(`iyzico: payment ${payment.id} has no item`);
    return payment.provider_item_ref;
  }

  release(payment: Held): Promise<void> {
    return approveItem(this.config, iyzicoConversation(payment), this.#item(payment));
  }

  refund(payment: Held, toOwner: number, now: Date): Promise<void> {
    const sameDay = payment.held_at !== null && istanbulDay(new Date(payment.held_at)) === istanbulDay(now);
    if (toOwner === payment.total && sameDay && payment.provider_payment_ref)
      return cancelPayment(this.config, iyzicoConversation(payment), payment.provider_payment_ref);
    return refundItem(this.config, iyzicoConversation(payment), this.#item(payment), toOwner);
  }

  inquire(payment: Held): Promise<ItemStatus> {
    return itemStatus(this.config, iyzicoConversation(payment), this.#item(payment));
  }

  refused(err: unknown): boolean {
    return err instanceof IyzicoRefused;
  }
}

const sandbox = new SandboxGuaranteeProvider();

/**
 * The provider of a payment row. An iyzico payment needs iyzico's credentials; without them
 * (configuration removed while payments are held) its calls are refused as unreachable.
 */
export function guaranteeProvider(name: Held['provider'], iyzico?: IyzicoConfig): GuaranteeProvider {
  if (name === 'sandbox') return sandbox;
  if (iyzico) return new IyzicoGuaranteeProvider(iyzico);
  throw new HttpError(502, guaranteeMessages.providerUnavailable);
}

/** The sandbox provider itself, for tests that make it refuse. */
export const sandboxGuaranteeProvider = sandbox;
