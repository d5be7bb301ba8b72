import { feedbackMessages, guaranteeMessages } from '@meslektas/domain';
import type { IyzicoConfig } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { ChangeDeps, Db, ServiceDeps } from '../deps.ts';
import { checkoutRequest, initializeCheckout, priceText, retrieveCheckout } from '../payments/iyzico.ts';
import { type CallbackOutcome, settleAttempt } from './guaranteed-payments.ts';
import { iyzicoConversation } from './provider.ts';
import { type GuaranteeRow, moveFrom, readRow } from './rows.ts';

/** Where iyzico's payment page sends the owner's browser back (a form POST with the token). */
const GUARANTEE_IYZICO_CALLBACK_PATH = '/api/guarantees/callback/iyzico';

/** The basket item of a task's payment: the held money iyzico approves or refunds. */
const itemId = (missionId: number) => `M${missionId}`;

/** The attempt's checkout form, when the owner may open it again: on iyzico, sent there, still reserved. */
function openForm(row: GuaranteeRow, now: Date): string | null {
  const reserved = row.reserved_until !== null && new Date(row.reserved_until) > now;
  return row.provider === 'iyzico' && row.state === 'pending_3ds' && reserved ? row.checkout_url : null;
}

/**
 * The owner pays a guaranteed task through iyzico's checkout form (3-D Secure included), as Pro
 * is paid. The one basket item is the task: its price is the total charged, its sub-merchant the
 * assignee with `subMerchantPrice` = the budget (the fee is the platform's part), so approving the
 * item later pays the budget to the assignee's IBAN. The attempt keeps iyzico's token as its
 * reference and the form's address, and waits in pending_3ds; the answer is the form's address.
 * While the reservation lasts, asking again answers the same form (the owner closed it or came
 * back), so one attempt has one token at iyzico; after it, the attempt is the applicants' rules'
 * (choosing again starts a new one).
 */
export async function startGuaranteeCheckout(
  db: Db,
  deps: Pick<ServiceDeps, 'log' | 'now'>,
  config: IyzicoConfig,
  user: UserRow,
  id: number,
  origin: string,
  ip: string,
): Promise<string> {
  const row = await readRow(db, { id });
  if (!row || row.owner_id !== user.id) throw new HttpError(404, guaranteeMessages.notFound);
  const open = openForm(row, deps.now());
  if (open) return open;
  if (row.provider !== 'iyzico' || row.state !== 'created')
    throw new HttpError(409, guaranteeMessages.alreadyPaid);
  const merchant = await db
    .selectFrom('sub_merchants')
    .select('sub_merchant_key')
    .where('user_id', '=', row.assignee_id)
    .executeTakeFirstOrThrow();
  const request = await checkoutRequest(db, {
    payerId: user.id,
    ip,
    conversationId: iyzicoConversation(row),
    basketId: `G${row.id}`,
    amount: row.total,
    callbackUrl: `${origin}${GUARANTEE_IYZICO_CALLBACK_PATH}`,
    item: {
      id: itemId(row.mission_id),
      name: `Görev #${row.mission_id} (güvenceli ödeme)`,
      category1: 'Hukuki hizmet',
      subMerchantKey: merchant.sub_merchant_key,
      subMerchantPrice: priceText(row.budget),
    },
  });
  const { token, paymentPageUrl } = await initializeCheckout(deps, config, request);
  if (await moveFrom(db, row, 'card_3ds', deps.now(), { provider_ref: token, checkout_url: paymentPageUrl }))
    return paymentPageUrl;
  // Two opens raced: the first one's form is the attempt's.
  const current = await readRow(db, { id });
  const first = current && openForm(current, deps.now());
  if (first) return first;
  throw new HttpError(409, guaranteeMessages.alreadyPaid);
}

/**
 * iyzico's callback for a guaranteed payment carries only the token: the result is read back and
 * trusted only when its signature, the attempt, the total and the currency match (as for Pro), and
 * its one item is the task's with the assignee's share. Then the attempt settles as the sandbox's
 * does, keeping iyzico's paymentId and the item's paymentTransactionId for the release or refund.
 * A token that is not one of ours, or an answer that cannot be trusted, is ignored. The answer
 * names the task too, for the browser's way back to its payment page (null for a stranger's token).
 */
export async function completeGuaranteeCheckout(
  db: Db,
  deps: ChangeDeps & Pick<ServiceDeps, 'log'>,
  config: IyzicoConfig,
  token: string,
): Promise<{ outcome: CallbackOutcome; missionId: number | null }> {
  const row = await db
    .selectFrom('guaranteed_payments')
    .selectAll()
    .where('provider', '=', 'iyzico')
    .where('provider_ref', '=', token)
    .executeTakeFirst();
  if (!row) return { outcome: 'ignored', missionId: null };
  const answer = (outcome: CallbackOutcome) => ({ outcome, missionId: row.mission_id });
  if (row.state !== 'pending_3ds') return answer('duplicate');
  const result = await retrieveCheckout(deps, config, iyzicoConversation(row), token, row.total);
  if (!result) return answer('ignored');
  const paid = result.paymentStatus === 'SUCCESS';
  const item = (result.itemTransactions ?? []).find((i) => i.itemId === itemId(row.mission_id));
  if (paid && (!item || Math.round(Number(item.subMerchantPrice) * 100) !== row.budget)) {
    deps.log.warn({ paymentId: row.id }, 'iyzico item not the task’s');
    return answer('ignored');
  }
  const outcome = await settleAttempt(db, deps, {
    paymentId: row.id,
    provider: 'iyzico',
    reference: token,
    result: paid ? 'success' : 'failure',
    reason: paid ? null : (result.errorMessage ?? feedbackMessages.paymentFailure),
    ...(paid && item
      ? {
          refs: {
            provider_item_ref: item.paymentTransactionId,
            provider_payment_ref: String(result.paymentId),
          },
        }
      : {}),
  });
  return answer(outcome);
}
