import {
  type CardErrors,
  type CardInput,
  type GuaranteeView,
  formatIstanbulDateTime,
} from '@meslektas/domain';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { CardHeader, CardTitle, cardVariants } from '../../components/card/card.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import { cn } from '../../lib/cn.ts';
import { CardPaymentForm } from '../../payments/card-payment-form/card-payment-form.tsx';
import { PaymentResult } from '../../payments/payment-result/payment-result.tsx';
import { ThreeDSecureStep } from '../../payments/three-d-secure-step/three-d-secure-step.tsx';
import { AmountList } from '../amount-list.tsx';

export const guaranteePaymentStepLabels = {
  title: 'Güvenceli Ödeme',
  /** The card form's heading: 'Güvenceli ödeme: Duruşmaya katılım'. */
  cardTitle: (task: string) => `Güvenceli ödeme: ${task}`,
  /** Who waits for the payment, and until when. */
  reserved: (name: string, until: string) =>
    `${name}, ödemeyi tamamlamanız için ${until} tarihine kadar sizin için ayrıldı.`,
  countdown: 'Ayırmanın bitmesine kalan süre',
  expired: 'Ayırma süresi doldu. Görev atanmadı; başvurular olduğu gibi duruyor.',
  budget: 'Görev bütçesi (avukata aktarılacak)',
  fee: 'Hizmet bedeli',
  total: 'Kartınızdan alınacak tutar',
  held: 'Ödeme, iş tamamlanana kadar güvencede tutulur; avukatın cüzdanına iş bitince aktarılır.',
  /** After the money is held: the task is assigned. */
  paid: (name: string) => `Ödeme güvencede. Görev ${name} adlı avukata atandı.`,
  failed:
    'Görev atanmadı; başvurular olduğu gibi duruyor. Yeniden deneyebilir ya da başka bir avukat seçebilirsiniz.',
  /** iyzico: the owner left its payment page before paying. */
  reopenHint: 'Ödeme sayfasını kapattıysanız ayırma süresi dolmadan aynı formu yeniden açabilirsiniz.',
  reopen: 'Ödeme Formunu Yeniden Aç',
  done: 'Göreve Git',
  retry: 'Tekrar Dene',
  back: 'Başvurulara Dön',
};

export type GuaranteePaymentStage = 'card' | 'three_d_secure' | 'paid' | 'failed';

export type GuaranteePaymentStepProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Where the payment is: the card form, the bank's code, or its result. */
  stage: GuaranteePaymentStage;
  /** The task's title (its category), shown on the card form. */
  taskTitle: string;
  /** The chosen applicant, reserved while the owner pays. */
  applicantName: string;
  /** The attempt's amounts (lira) and the end of the reservation. */
  guarantee: Pick<GuaranteeView, 'budget' | 'fee' | 'total' | 'reserved_until'>;
  onCardSubmit: (card: CardInput) => void;
  onCodeSubmit: (code: string) => void;
  /** The server's card field errors, or the bank's refusal of the code. */
  cardErrors?: CardErrors;
  codeError?: string;
  /** The last four digits of the card, on the 3-D Secure step. */
  last4?: string | null;
  busy?: boolean;
  /** The card or the code was sent and the provider's answer is on its way. */
  waiting?: boolean;
  /** Why the payment failed (the provider's reason), on the failure. */
  failureReason?: string | null;
  /** The sandbox's test cards, under the card form. */
  hint?: React.ReactNode;
  /** A fixed clock for stories; without it the countdown ticks. */
  now?: Date;
  onReservationExpire?: () => void;
  /** The provider's own payment page was opened for this attempt: open it again (while reserved). */
  onReopen?: () => void;
  /** Success: to the assigned task. */
  onDone?: () => void;
  /** Failure: a new attempt with another card. */
  onRetry?: () => void;
  /** Failure or an ended reservation: back to the applicants, as they were. */
  onBack?: () => void;
  labels?: Partial<typeof guaranteePaymentStepLabels>;
};

/** Seconds from `from` to the reservation's end, never below zero. */
function secondsUntil(until: string, from: Date): number {
  return Math.max(0, Math.ceil((new Date(until).getTime() - from.getTime()) / 1000));
}

/**
 * The owner's payment for the applicant he chose on a guaranteed task: who is reserved and how
 * long, the amounts, then the card form and the bank's 3-D Secure code (the Pro payment's own
 * steps), and the outcome. A failure leaves the task unassigned and the applicants as they were.
 */
export function GuaranteePaymentStep({
  stage,
  taskTitle,
  applicantName,
  guarantee: g,
  onCardSubmit,
  onCodeSubmit,
  cardErrors,
  codeError,
  last4,
  busy = false,
  waiting = false,
  failureReason,
  hint,
  now,
  onReservationExpire,
  onReopen,
  onDone,
  onRetry,
  onBack,
  labels,
  className,
  ...props
}: GuaranteePaymentStepProps) {
  const l = { ...guaranteePaymentStepLabels, ...labels };
  // The countdown runs from when the page first showed the reservation (or the story's clock).
  const [shownAt] = React.useState(() => now ?? new Date());
  const [expired, setExpired] = React.useState(false);
  const paying = stage === 'card' || stage === 'three_d_secure';
  // What the card form and the bank's code step share: the amount charged and the request's state.
  const card = { amount: g.total, busy, waiting, hint };
  const back = onBack ? (
    <Button variant="secondary" onClick={onBack}>
      {l.back}
    </Button>
  ) : null;

  return (
    <section
      data-slot="guarantee-payment-step"
      data-stage={stage}
      aria-label={l.title}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div data-slot="guarantee-payment-step-summary" className={cardVariants()}>
        <CardHeader>
          <CardTitle as="h2">{l.title}</CardTitle>
          {paying && g.reserved_until ? (
            <Countdown
              createdAt={shownAt}
              windowSeconds={secondsUntil(g.reserved_until, shownAt)}
              now={now}
              label={l.countdown}
              tone="warning"
              onExpire={() => {
                setExpired(true);
                onReservationExpire?.();
              }}
            />
          ) : null}
        </CardHeader>
        {paying && g.reserved_until ? (
          <p className="text-sm">{l.reserved(applicantName, formatIstanbulDateTime(g.reserved_until))}</p>
        ) : null}
        <AmountList
          rows={[
            { key: 'budget', label: l.budget, amount: g.budget },
            g.fee > 0 && { key: 'fee', label: l.fee, amount: g.fee },
            { key: 'total', label: l.total, amount: g.total, strong: true },
          ]}
        />
        <p className="text-xs text-muted">{l.held}</p>
      </div>

      {paying && expired ? (
        <Alert role="alert" tone="warning" className="flex flex-col items-start gap-3">
          <span>{l.expired}</span>
          {back}
        </Alert>
      ) : stage === 'card' ? (
        <>
          <CardPaymentForm
            {...card}
            title={l.cardTitle(taskTitle)}
            onSubmit={onCardSubmit}
            errors={cardErrors}
            now={now}
          />
          {onReopen ? (
            <div data-slot="guarantee-payment-step-reopen" className="flex flex-col items-start gap-2">
              <p className="text-sm">{l.reopenHint}</p>
              <Button variant="secondary" busy={busy} onClick={onReopen}>
                {l.reopen}
              </Button>
            </div>
          ) : null}
        </>
      ) : stage === 'three_d_secure' ? (
        <ThreeDSecureStep {...card} last4={last4} onSubmit={onCodeSubmit} error={codeError} />
      ) : stage === 'paid' ? (
        <div className="flex flex-col items-start gap-3">
          <PaymentResult status="paid" detail={l.paid(applicantName)} className="w-full" />
          {onDone ? <Button onClick={onDone}>{l.done}</Button> : null}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <PaymentResult
            status="failed"
            detail={failureReason ? `${failureReason} ${l.failed}` : l.failed}
            className="w-full"
          />
          <div className="flex flex-wrap gap-2">
            {onRetry ? <Button onClick={onRetry}>{l.retry}</Button> : null}
            {back}
          </div>
        </div>
      )}
    </section>
  );
}
