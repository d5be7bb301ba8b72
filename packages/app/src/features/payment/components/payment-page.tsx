import {
  DEFAULT_PAYMENT_TYPE,
  type PaymentType,
  SANDBOX_3DS_CODE,
  isPaymentType,
  routes,
} from '@meslektas/domain';
import { CardPaymentForm, PageTitle, PaymentResult, ThreeDSecureStep } from '@meslektas/ui';
import { useConstants } from '../../../api/get-constants.ts';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { Navigate, useLocation, useParams } from '../../../lib/router.tsx';
import { usePaymentFlow } from '../hooks/use-payment-flow.ts';
import { SandboxCards } from './sandbox-cards.tsx';

const titles: Record<PaymentType, string> = {
  vip: 'Pro Üyelik (1 yıl)',
  baro_change: 'Baro Değişikliği',
};

function PaymentFlow({
  type,
  userId,
  returnedId,
}: {
  type: PaymentType;
  userId: number;
  returnedId: number | null;
}) {
  const flow = usePaymentFlow(type, userId, returnedId);
  const { data: constants } = useConstants();
  const { payment } = flow;
  if (flow.step === 'loading' || (!payment && flow.step !== 'failed')) return <RouteFallback />;
  if (flow.step === 'paid' || flow.step === 'failed') {
    return (
      <PaymentResult status={flow.step} detail={flow.step === 'failed' ? payment?.failure_reason : null} />
    );
  }
  if (!payment) return <RouteFallback />;
  const sandbox = payment.provider === 'sandbox';
  if (flow.step === 'code') {
    return (
      <ThreeDSecureStep
        amount={payment.amount}
        busy={flow.busy}
        {...(flow.codeError ? { error: flow.codeError } : {})}
        hint={`Deneme ortamında kod: ${SANDBOX_3DS_CODE}`}
        onSubmit={(code) => void flow.submitCode(code)}
      />
    );
  }
  return (
    <CardPaymentForm
      title={titles[type]}
      amount={payment.amount}
      description={type === 'baro_change' ? constants?.baro_odeme : null}
      busy={flow.busy}
      waiting={flow.step === 'waiting'}
      errors={flow.cardErrors}
      {...(sandbox ? { hint: <SandboxCards /> } : {})}
      onSubmit={(card) => void flow.submitCard(card)}
    />
  );
}

/** /payment/{type?}: the card payment of a year of Pro (default) or a bar change. */
export default function PaymentPage() {
  const { type = DEFAULT_PAYMENT_TYPE } = useParams();
  const { search } = useLocation();
  const { data: user } = useCurrentUser();
  if (!isPaymentType(type)) return <Navigate to={routes['premium-account'].path} replace />;
  if (!user) return <RouteFallback />;
  const returned = Number(new URLSearchParams(search).get('odeme'));
  return (
    <section className="mx-auto max-w-md space-y-4">
      <PageTitle title={routes.payment.title} />
      <PaymentFlow
        key={`${type}-${returned}`}
        type={type}
        userId={user.id}
        returnedId={Number.isInteger(returned) && returned > 0 ? returned : null}
      />
    </section>
  );
}
