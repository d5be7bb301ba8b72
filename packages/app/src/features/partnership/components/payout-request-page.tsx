import { type PayoutAccountPayload, type PayoutRequestPayload } from '@meslektas/domain';
import { PageTitle, PayoutAccountForm, PayoutForm, PayoutList, SkeletonList } from '@meslektas/ui';
import { useRef, useState } from 'react';
import { routes } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { preloadPayoutAccount, usePayoutAccount } from '../api/get-payout-account.ts';
import { preloadPayouts, usePayouts } from '../api/get-payouts.ts';
import { newIdempotencyKey, requestPayout } from '../api/request-payout.ts';
import { savePayoutAccount } from '../api/save-payout-account.ts';

/** The screen's reads, as soon as its chunk is in (see home's `preload`). */
export function preload(): void {
  preloadPayoutAccount();
  preloadPayouts();
}

/**
 * /odeme-talebinde-bulun: the account the lawyer is paid to (guaranteed payments and payouts), a
 * payout request from the wallet that starts from that account, and the recent requests.
 */
export default function PayoutRequestPage() {
  const { data: user, mutate: refreshUser } = useCurrentUser();
  const payouts = usePayouts();
  const account = usePayoutAccount();
  // A new key mounts an empty form after a request is accepted.
  const [sent, setSent] = useState(0);
  // One key per request: kept while its answer is unknown (network failure, 5xx), so sending
  // again cannot hold twice; replaced once the server has answered it.
  const key = useRef(newIdempotencyKey());

  const send = useAction(
    async (values: PayoutRequestPayload) => {
      const answer = await requestPayout(values, key.current).catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          key.current = newIdempotencyKey();
        throw error;
      });
      key.current = newIdempotencyKey();
      setSent((n) => n + 1);
      await Promise.all([refreshUser(), payouts.mutate()]);
      return answer;
    },
    { toast: true },
  );
  // Field errors and the payment provider's refusal show in the form; the saved account in both forms.
  const save = useAction(
    async (values: PayoutAccountPayload) => {
      const answer = await savePayoutAccount(values);
      await account.mutate(answer, { revalidate: false });
      return answer;
    },
    { toast: true, inline: (refusal) => refusal.status === 422 || refusal.status === 502 },
  );

  const saved = account.data?.data ?? null;
  // Without a saved account he is paid to his latest payout request's: both forms start from it.
  const paidTo = saved ?? account.data?.from_payout ?? null;
  // The forms start from the account, so they wait for it (or for its failure: then from nothing).
  const settled = Boolean(account.data || account.error);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={routes['request-payment'].title} />
      {user && settled ? (
        <>
          <PayoutAccountForm
            key={`account-${saved?.updated_at ?? ''}`}
            account={saved}
            fromPayout={account.data?.from_payout}
            defaultName={user.name}
            tcNeeded={account.data?.tc_needed ?? false}
            busy={save.busy}
            errors={save.errors}
            error={save.refusal?.status === 502 ? save.refusal.message : null}
            onSubmit={(values) => void save.run(values)}
          />
          <PayoutForm
            key={`${sent}-${saved?.updated_at ?? ''}`}
            balance={user.cash}
            defaultName={paidTo?.name ?? user.name}
            defaultIban={paidTo?.iban ?? ''}
            busy={send.busy}
            errors={send.errors}
            onSubmit={(values) => void send.run(values)}
          />
          <PayoutList
            payouts={payouts.data ?? []}
            loading={!payouts.data && !payouts.error}
            error={Boolean(payouts.error)}
            onRetry={() => void payouts.mutate()}
          />
        </>
      ) : (
        // The list waits with the forms: drawn before them, it would be pushed down the screen
        // when they arrive.
        <SkeletonList rows={3} />
      )}
    </section>
  );
}
