import {
  type CardInput,
  type GuaranteeState,
  SANDBOX_3DS_CODE,
  guaranteeMessages,
  routes,
} from '@meslektas/domain';
import { useEffect, useRef } from 'react';
import { EmptyState, type GuaranteePaymentStage, GuaranteePaymentStep, PageTitle } from '@meslektas/ui';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { selectUser } from '../../../api/select-user.ts';
import { assignmentPath, detailPath } from '../../../config/paths.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { useNavigate, useParams } from '../../../lib/router.tsx';
import { SandboxCards, openCheckout } from '../../payment/index.ts';
import { useGuarantee } from '../api/get-guarantee.ts';
import { startGuaranteeCheckout } from '../api/start-guarantee-checkout.ts';
import { sendGuaranteeCard } from '../api/send-guarantee-card.ts';
import { sendGuaranteeCode } from '../api/send-guarantee-code.ts';

const stageOf: Record<GuaranteeState, GuaranteePaymentStage> = {
  created: 'card',
  pending_3ds: 'three_d_secure',
  held: 'paid',
  releasing: 'paid',
  refunding: 'paid',
  released: 'paid',
  refunded: 'paid',
  split: 'paid',
  failed: 'failed',
  abandoned: 'failed',
};

/**
 * /guvenceli-odeme/{missionId}: the owner pays for the applicant he chose on a guaranteed task.
 * The sandbox answers before the step does, so each answer is the page's new state; the task is
 * assigned only once the money is held. With iyzico, a new attempt opens iyzico's form (as Pro's
 * page does), and its callback brings the browser back here to read the result; an owner who left
 * the form before paying opens the same one again with a button while the reservation lasts.
 */
export default function GuaranteePaymentPage() {
  const missionId = Number(useParams().missionId);
  const navigate = useNavigate();
  const { data: page, error, mutate } = useGuarantee(Number.isInteger(missionId) ? missionId : null);
  // Refusals of the card and code forms show under their fields, not as toasts.
  const card = useAction(
    async (id: number, input: CardInput) => {
      await mutate(await sendGuaranteeCard(id, input), { revalidate: false });
    },
    { inline: () => true },
  );
  const code = useAction(
    async (id: number, input: string) => {
      await mutate(await sendGuaranteeCode(id, input), { revalidate: false });
    },
    { inline: () => true },
  );
  const checkout = useAction(async (id: number) => {
    const answer = await startGuaranteeCheckout(id);
    await mutate(answer.data, { revalidate: false });
    openCheckout(answer.checkout_url);
  });
  // iyzico's form is opened once per attempt, also under React's double effects in development.
  const opened = useRef<number | null>(null);
  const attemptToOpen =
    page?.provider === 'iyzico' && page.guarantee.state === 'created' ? page.guarantee.id : null;
  const { run: openForm } = checkout;
  useEffect(() => {
    if (attemptToOpen === null || opened.current === attemptToOpen) return;
    opened.current = attemptToOpen;
    void openForm(attemptToOpen);
  }, [attemptToOpen, openForm]);
  const retry = useAction(async (userId: number) => {
    opened.current = null;
    card.reset();
    code.reset();
    await selectUser(missionId, userId, 0);
    await mutate();
  });

  if (!page)
    return error ? <EmptyState tone="error" title={guaranteeMessages.notFound} /> : <RouteFallback />;
  const { guarantee } = page;
  const iyzico = page.provider === 'iyzico';
  // On iyzico the card is entered on its form: here the page waits for it, as Pro's does.
  const stage = iyzico && stageOf[guarantee.state] === 'three_d_secure' ? 'card' : stageOf[guarantee.state];
  return (
    <section className="space-y-4">
      <PageTitle title={routes['guarantee-payment'].title} description={page.title} />
      <GuaranteePaymentStep
        stage={stage}
        waiting={iyzico}
        taskTitle={page.title}
        applicantName={page.assignee_name ?? ''}
        guarantee={guarantee}
        last4={page.card_last4}
        failureReason={page.failure_reason}
        cardErrors={card.errors}
        {...(code.errors.code ? { codeError: code.errors.code } : {})}
        busy={card.busy || code.busy || retry.busy || checkout.busy}
        hint={
          iyzico ? null : guarantee.state === 'pending_3ds' ? (
            `Deneme ortamında kod: ${SANDBOX_3DS_CODE}`
          ) : (
            <SandboxCards />
          )
        }
        onCardSubmit={(input) => void card.run(guarantee.id, input)}
        onCodeSubmit={(input) => void code.run(guarantee.id, input)}
        onReservationExpire={() => void mutate()}
        // The owner left iyzico's page before paying: the same form opens again while he is reserved.
        onReopen={
          iyzico && guarantee.state === 'pending_3ds' ? () => void checkout.run(guarantee.id) : undefined
        }
        onDone={() => navigate(detailPath(missionId))}
        onRetry={() => void retry.run(page.assignee_id)}
        onBack={() => navigate(assignmentPath(missionId))}
      />
    </section>
  );
}
