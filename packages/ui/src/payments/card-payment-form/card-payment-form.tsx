import { type CardErrors, type CardInput, cardErrors } from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { PaymentFormEnd } from '../payment-form-end.tsx';

export const cardPaymentFormLabels = {
  amount: 'Ödenecek tutar',
  name: 'Kart Üzerindeki Ad Soyad',
  number: 'Kart Numarası',
  expiry: 'Son Kullanma Tarihi (AA/YY)',
  cvc: 'Güvenlik Kodu (CVC)',
  submit: 'Ödemeyi Tamamla',
  waiting: 'Ödemeniz işleniyor, bankanızın yanıtı bekleniyor…',
};

export type CardPaymentFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** What is bought, e.g. 'Pro Üyelik (1 yıl)'. */
  title: string;
  /** In lira, as the server fixed it. */
  amount: number;
  /** What the purchase gives, under the summary (a bar change: the constant `baro_odeme`). */
  description?: string | null;
  onSubmit: (card: CardInput) => void;
  /** The server's field errors; the form's own checks run first. */
  errors?: CardErrors;
  busy?: boolean;
  /** The card was sent and the result is on its way: the form locks and says so. */
  waiting?: boolean;
  /** Shown under the form, e.g. the sandbox's test cards. */
  hint?: React.ReactNode;
  /** The month the expiry is checked against; the current one unless a story fixes it. */
  now?: Date;
  labels?: Partial<typeof cardPaymentFormLabels>;
};

/** Groups of four as the number is typed: '5528790000000008' → '5528 7900 0000 0008'. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card form of the payment page: name, number (Luhn-checked), expiry and CVC, checked here
 * with the server's own rules before anything is sent.
 */
export function CardPaymentForm({
  title,
  amount,
  description,
  onSubmit,
  errors,
  busy = false,
  waiting = false,
  hint,
  now,
  labels,
  ...props
}: CardPaymentFormProps) {
  const l = { ...cardPaymentFormLabels, ...labels };
  const [card, setCard] = React.useState<CardInput>({ name: '', number: '', expiry: '', cvc: '' });
  const [local, setLocal] = React.useState<CardErrors>({});
  const shown = { ...errors, ...local };
  const locked = busy || waiting;
  const set = (key: keyof CardInput, value: string) => {
    setCard((c) => ({ ...c, [key]: value }));
    setLocal((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <Form
      data-slot="card-payment-form"
      aria-label={title}
      card
      busy={locked}
      onSend={() => {
        const found = cardErrors(card, now ?? new Date());
        setLocal(found);
        if (Object.keys(found).length === 0) onSubmit(card);
      }}
      {...props}
    >
      <div data-slot="card-payment-form-summary" className="flex items-baseline justify-between gap-4">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted">
          {l.amount}: <PriceTag amount={amount} size="lg" tone="brand" />
        </span>
      </div>
      {description ? (
        <p data-slot="card-payment-form-description" className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      <Field label={l.name} required error={shown.name}>
        <Input
          name="cc-name"
          autoComplete="cc-name"
          required
          disabled={locked}
          value={card.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field label={l.number} required error={shown.number}>
        <Input
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          disabled={locked}
          value={card.number}
          onChange={(e) => set('number', groupDigits(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label={l.expiry} required error={shown.expiry}>
          <Input
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="AA/YY"
            required
            disabled={locked}
            value={card.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          />
        </Field>
        <Field label={l.cvc} required error={shown.cvc}>
          <Input
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            required
            disabled={locked}
            value={card.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </div>
      <PaymentFormEnd waiting={waiting && l.waiting} locked={locked} submit={l.submit} hint={hint} />
    </Form>
  );
}
