import {
  PAYOUT_MINIMUM_TL,
  type PayoutRequestPayload,
  feedbackMessages,
  nameWithoutTitle,
  payoutMessages,
  suggestBankName,
} from '@meslektas/domain';
import * as React from 'react';
import { Form, FormSubmit } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { PriceTag } from '../../components/price-tag/price-tag.tsx';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';

/** Fetched when the lawyer first touches the form, long before he can send it. */
const loadSchema = lazyModule(() => import('./payout-schema.ts'));

export const payoutFormLabels = {
  balance: 'Kullanılabilir Bakiye',
  name: 'Alıcı Adı Soyadı',
  bankName: 'Banka Adı',
  bankSuggested: 'IBAN’ınızdaki banka koduna göre dolduruldu.',
  iban: 'IBAN',
  ibanHint: 'TR ile başlayan 26 karakter; boşluklu da yazabilirsiniz.',
  price: `Tutar (En az ${PAYOUT_MINIMUM_TL} TL)`,
  submit: 'Ödeme Talebinde Bulun',
  belowMinimum: `Ödeme talebi için bakiyenizin en az ${PAYOUT_MINIMUM_TL} TL olması gerekir.`,
};

type FieldName = 'name' | 'bank_name' | 'iban' | 'price';
export type PayoutFormErrors = Partial<Record<FieldName, string>>;

export type PayoutFormProps = FormComponentProps<
  PayoutRequestPayload,
  PayoutFormErrors,
  typeof payoutFormLabels
> & {
  /** The balance in TL (the User record's cash). */
  balance: number;
  /** The lawyer's name: the account holder's name is prefilled from it, without a title. */
  defaultName?: string;
};

/**
 * The payout request: recipient, bank, IBAN and amount. The IBAN is checked (Turkish, with its check
 * digits) and the amount against the minimum and the balance before sending; the bank name is
 * filled in from the IBAN's bank code when the lawyer has not typed one of his own.
 */
export function PayoutForm({
  balance,
  onSubmit,
  defaultName = '',
  busy = false,
  errors,
  labels,
  ...props
}: PayoutFormProps) {
  const l = { ...payoutFormLabels, ...labels };
  const [name, setName] = React.useState(() => nameWithoutTitle(defaultName));
  const [bankName, setBankName] = React.useState('');
  const [suggested, setSuggested] = React.useState<string | null>(null);
  const [iban, setIban] = React.useState('');
  const [price, setPrice] = React.useState('');
  const [own, setOwn] = React.useState<PayoutFormErrors>({});
  const errorOf = (field: FieldName) => own[field] ?? errors?.[field];
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schema = useLazyModule(loadSchema, () => setOwn({ price: feedbackMessages.genericError }));

  const onIban = (value: string) => {
    setIban(value);
    const bank = suggestBankName(value);
    // Only a field that is empty or still holds the previous suggestion is filled in.
    if (bank && (bankName.trim() === '' || bankName === suggested)) {
      setBankName(bank);
      setSuggested(bank);
    }
  };

  return (
    <Form
      data-slot="payout-form"
      card
      busy={busy}
      {...schema.prefetch}
      onSend={async () => {
        const loaded = await schema.forSend();
        if (!loaded) return;
        const { payoutRequestSchema } = loaded;
        const parsed = payoutRequestSchema.safeParse({ name, bank_name: bankName, iban, price });
        const next: PayoutFormErrors = {};
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0]) as FieldName;
            next[key] ??= issue.message;
          }
        } else if (parsed.data.price > balance) {
          next.price = payoutMessages.insufficient(balance);
        }
        setOwn(next);
        if (parsed.success && Object.keys(next).length === 0) onSubmit(parsed.data);
      }}
      {...props}
    >
      <div
        data-slot="payout-form-balance"
        className="flex items-center justify-between gap-3 rounded-[var(--radius-control)] bg-brand-50 p-3"
      >
        <span className="text-sm font-medium">{l.balance}</span>
        <PriceTag amount={balance} size="lg" />
      </div>
      {balance < PAYOUT_MINIMUM_TL ? (
        <p data-slot="payout-form-below-minimum" className="text-sm text-muted">
          {l.belowMinimum}
        </p>
      ) : null}
      <Field label={l.name} required error={errorOf('name')}>
        <Input
          name="name"
          required
          maxLength={255}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field label={l.iban} required hint={l.ibanHint} error={errorOf('iban')}>
        <Input
          name="iban"
          required
          maxLength={34}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          value={iban}
          onChange={(e) => onIban(e.target.value)}
        />
      </Field>
      <Field
        label={l.bankName}
        required
        hint={suggested !== null && bankName === suggested ? l.bankSuggested : undefined}
        error={errorOf('bank_name')}
      >
        <Input
          name="bank_name"
          required
          maxLength={255}
          value={bankName}
          onChange={(e) => setBankName(e.target.value)}
        />
      </Field>
      <Field label={l.price} required error={errorOf('price')}>
        <Input
          name="price"
          type="number"
          inputMode="decimal"
          required
          min={PAYOUT_MINIMUM_TL}
          step="0.01"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </Field>
      <FormSubmit>{l.submit}</FormSubmit>
    </Form>
  );
}
