import {
  type CardInput,
  type Payment,
  type PaymentEvent,
  type PaymentType,
  paymentEventOutcome,
  realtimeChannels,
  realtimeEvents,
} from '@meslektas/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { perform } from '../../../lib/outcomes.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';
import { createPayment, getPayment, sendSandboxCard, sendSandboxCode } from '../api/payments.ts';
import { openCheckout } from '../open-checkout.ts';

export type PaymentStep = 'loading' | 'card' | 'code' | 'waiting' | 'paid' | 'failed';

const stepOf = (p: Payment, sent: boolean): PaymentStep =>
  p.status === 'paid'
    ? 'paid'
    : p.status === 'failed'
      ? 'failed'
      : p.status === 'pending_3ds' && p.provider === 'sandbox'
        ? 'code'
        : sent || p.provider === 'iyzico'
          ? 'waiting'
          : 'card';

/**
 * One payment attempt on /payment/{type}: created on arrival (or read back by `?odeme=` after
 * iyzico's page), the card and code steps of the sandbox, and the result as it arrives on the
 * lawyer's private channel.
 */
export function usePaymentFlow(type: PaymentType, userId: number, returnedId: number | null) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [step, setStep] = useState<PaymentStep>('loading');
  const started = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (started.current) return;
    started.current = true;
    const load = returnedId ? getPayment(returnedId) : createPayment(type);
    load
      .then((p) => {
        setPayment(p);
        if (p.provider === 'iyzico' && p.checkout_url && p.status !== 'paid' && p.status !== 'failed') {
          openCheckout(p.checkout_url);
        }
        setStep(stepOf(p, returnedId !== null));
      })
      .catch(() => setStep('failed'));
  }, [type, returnedId]);

  const settle = useCallback(
    (result: 'confirm' | 'reject', p: Pick<Payment, 'id' | 'failure_reason'>, message?: string) => {
      if (finished.current) return;
      finished.current = true;
      setPayment((current) =>
        current
          ? {
              ...current,
              status: result === 'confirm' ? 'paid' : 'failed',
              failure_reason: message ?? p.failure_reason,
            }
          : current,
      );
      setStep(result === 'confirm' ? 'paid' : 'failed');
      perform(paymentEventOutcome(result, { paymentType: type, userId }));
    },
    [type, userId],
  );

  const onEvent = (result: 'confirm' | 'reject') => (event: PaymentEvent) => {
    if (!payment || event.paymentId !== payment.id) return;
    settle(result, payment, result === 'reject' ? event.message : undefined);
  };
  const channel = realtimeChannels.user(userId);
  // On (re)joining the channel, read the attempt back: a result sent while the socket was away still lands.
  const resync = () => {
    if (!payment || finished.current) return;
    void getPayment(payment.id).then((p) => {
      if (p.status === 'paid') settle('confirm', p);
      else if (p.status === 'failed') settle('reject', p, p.failure_reason ?? undefined);
    });
  };
  usePrivateEvent<PaymentEvent>(channel, realtimeEvents.paymentConfirm, onEvent('confirm'), resync);
  usePrivateEvent<PaymentEvent>(channel, realtimeEvents.paymentReject, onEvent('reject'));

  // The card and code forms show a refusal under their fields; nothing else is said.
  const card = useAction(
    async (id: number, input: CardInput) => {
      const p = await sendSandboxCard(id, input);
      setPayment(p);
      setStep(p.status === 'pending_3ds' ? 'code' : 'waiting');
    },
    { inline: () => true },
  );
  const code = useAction(
    async (id: number, input: string) => {
      await sendSandboxCode(id, input);
      setStep('waiting');
    },
    { inline: () => true },
  );
  const submitCard = async (input: CardInput) => {
    if (payment) await card.run(payment.id, input);
  };
  const submitCode = async (input: string) => {
    if (payment) await code.run(payment.id, input);
  };

  return {
    payment,
    step,
    cardErrors: card.errors,
    codeError: code.errors.code,
    busy: card.busy || code.busy,
    submitCard,
    submitCode,
  };
}
