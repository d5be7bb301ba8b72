import { type PayoutRequestPayload } from '@meslektas/domain';
import { PageTitle, PayoutForm, PayoutList } from '@meslektas/ui';
import { useRef, useState } from 'react';
import { routes } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { newIdempotencyKey, requestPayout } from '../api/request-payout.ts';

/** /odeme-talebinde-bulun: a payout request from the wallet and the recent requests. */
export default function PayoutRequestPage() {
  const { data: user, mutate: refreshUser } = useCurrentUser();
  const payouts = usePayouts();
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

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={routes['request-payment'].title} />
      {user ? (
        <PayoutForm
          key={sent}
          balance={user.cash}
          defaultName={user.name}
          busy={send.busy}
          errors={send.errors}
          onSubmit={(values) => void send.run(values)}
        />
      ) : null}
      <PayoutList
        payouts={payouts.data ?? []}
        loading={!payouts.data && !payouts.error}
        error={Boolean(payouts.error)}
        onRetry={() => void payouts.mutate()}
      />
    </section>
  );
}
