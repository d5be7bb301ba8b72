import { feedbackMessages } from '../messages.ts';
import { errorToast, type Outcome, successToast } from './outcome.ts';
import { buildPath } from './routes.ts';

/** Payment type of /payment/{type?}: vip unless the route says otherwise. */
export const DEFAULT_PAYMENT_TYPE = 'vip';
export const PAYMENT_RELOAD_MS = 1500;

/**
 * Realtime payment results. Success: 'Odeme Basarili', then settings after a bar-change payment or the
 * user's own profile (where the Pro badge shows) after a Pro payment. Failure: reload after 1.5 s.
 */
export function paymentEventOutcome(
  result: 'confirm' | 'reject',
  ctx: { paymentType?: string | null; userId: number },
): Outcome {
  if (result === 'reject') {
    return { toast: errorToast(feedbackMessages.paymentFailure), reloadAfterMs: PAYMENT_RELOAD_MS };
  }
  const type = ctx.paymentType || DEFAULT_PAYMENT_TYPE;
  return {
    toast: successToast(feedbackMessages.paymentSuccess),
    redirect:
      type === 'baro_change'
        ? buildPath('account-settings')
        : buildPath('lawyer-profile', { id: ctx.userId }),
  };
}
