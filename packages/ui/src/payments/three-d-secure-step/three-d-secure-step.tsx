import { cardMessages } from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { PaymentFormEnd } from '../payment-form-end.tsx';

export const threeDSecureStepLabels = {
  title: '3-D Secure Doğrulama',
  intro: 'Bankanız bu ödemeyi onaylamanız için telefonunuza bir doğrulama kodu gönderdi.',
  card: 'Kart',
  amount: 'Tutar',
  code: 'Doğrulama Kodu',
  submit: 'Onayla',
  waiting: 'Kod doğrulanıyor, bankanızın yanıtı bekleniyor…',
};

export type ThreeDSecureStepProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  amount: number;
  /** The last four digits of the card being charged. */
  last4?: string | null;
  onSubmit: (code: string) => void;
  error?: string;
  busy?: boolean;
  waiting?: boolean;
  hint?: React.ReactNode;
  labels?: Partial<typeof threeDSecureStepLabels>;
};

/** The bank's code step of a 3-D Secure card: a six-digit code, then the result by callback. */
export function ThreeDSecureStep({
  amount,
  last4,
  onSubmit,
  error,
  busy = false,
  waiting = false,
  hint,
  labels,
  ...props
}: ThreeDSecureStepProps) {
  const l = { ...threeDSecureStepLabels, ...labels };
  const [code, setCode] = React.useState('');
  const [local, setLocal] = React.useState<string | undefined>();
  const locked = busy || waiting;
  return (
    <Form
      data-slot="three-d-secure-step"
      aria-label={l.title}
      card
      busy={locked}
      onSend={() => {
        if (!/^\d{6}$/.test(code)) {
          setLocal(cardMessages.code);
          return;
        }
        onSubmit(code);
      }}
      {...props}
    >
      <h2 className="text-lg font-semibold">{l.title}</h2>
      <p className="text-sm">{l.intro}</p>
      <dl data-slot="three-d-secure-step-summary" className="grid grid-cols-2 gap-2 text-sm">
        {last4 ? (
          <>
            <dt className="text-muted">{l.card}</dt>
            <dd>•••• {last4}</dd>
          </>
        ) : null}
        <dt className="text-muted">{l.amount}</dt>
        <dd>
          <PriceTag amount={amount} />
        </dd>
      </dl>
      <Field label={l.code} required error={local ?? error}>
        <Input
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          disabled={locked}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''));
            setLocal(undefined);
          }}
        />
      </Field>
      <PaymentFormEnd waiting={waiting && l.waiting} locked={locked} submit={l.submit} hint={hint} />
    </Form>
  );
}
