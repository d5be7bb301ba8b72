import { guaranteeMessages } from '@meslektas/domain';
import { HttpError } from '../../errors.ts';
import type { GuaranteedPaymentsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

type Held = Pick<
  Selectable<GuaranteedPaymentsTable>,
  'id' | 'provider' | 'provider_ref' | 'provider_item_ref' | 'total' | 'budget' | 'assignee_id'
>;

/**
 * What a payment provider does with a held payment (docs/decisions/016). The card steps and the
 * signed callback that makes a payment held are the provider's own (the sandbox's below; iyzico's
 * checkout form with a marketplace basket item per task). Each call runs only for the request that
 * won the payment's conditional state change, inside its transaction: when the provider refuses,
 * the change is rolled back and the money stays held.
 */
export interface GuaranteeProvider {
  readonly name: 'sandbox' | 'iyzico';
  /**
   * Released money: true, the server credits the assignee's wallet and it is withdrawn through
   * the payouts (sandbox); false, the provider pays the assignee's sub-merchant account itself
   * (iyzico marketplace: approving the payment item settles his share to his IBAN).
   */
  readonly releasesToWallet: boolean;
  /** Releases `toAssignee` kuruş of the hold (iyzico: approve the item; a split first refunds the rest). */
  release(payment: Held, toAssignee: number): Promise<void>;
  /** Gives `toOwner` kuruş back to the owner's card (iyzico: refund on the item's transaction). */
  refund(payment: Held, toOwner: number): Promise<void>;
}

/**
 * The sandbox mirrors every step without a bank: it checks that what leaves the hold is never
 * more than what entered it, and can be told to refuse (a provider outage) in tests.
 */
class SandboxGuaranteeProvider implements GuaranteeProvider {
  readonly name = 'sandbox' as const;
  readonly releasesToWallet = true;
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
}

const sandbox = new SandboxGuaranteeProvider();

/** The provider of a payment row; this round builds the sandbox, iyzico's marketplace comes next. */
export function guaranteeProvider(name: Held['provider']): GuaranteeProvider {
  if (name === 'sandbox') return sandbox;
  throw new HttpError(502, guaranteeMessages.providerUnavailable);
}

/** The sandbox provider itself, for tests that make it refuse. */
export const sandboxGuaranteeProvider = sandbox;
