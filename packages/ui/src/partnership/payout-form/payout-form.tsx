import {
  PAYOUT_MINIMUM_TL,
  type PayoutRequestPayload,
  feedbackMessages,
  formatIban,
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
import { useFormErrors } from '../../lib/form-errors.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { HolderNameField, IbanField, ibanFieldLabels } from '../account-fields.tsx';
import { loadPayoutSchemas } from '../load-payout-schemas.ts';

export const payoutFormLabels = {
  balance: 'Kullanılabilir Bakiye',
  name: 'Alıcı Adı Soyadı',
  bankName: 'Banka Adı',
  bankSuggested: 'IBAN’ınızdaki banka koduna göre dolduruldu.',
  iban: ibanFieldLabels.label,
  ibanHint: ibanFieldLabels.hint,
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
  /** The account holder's name it starts with (his payout account's, else his own), without a title. */
  defaultName?: string;
  /** The IBAN it starts with: his payout account's. */
  defaultIban?: string;
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
  defaultIban = '',
  busy = false,
  errors,
  labels,
  ...props
}: PayoutFormProps) {
  const l = { ...payoutFormLabels, ...labels };
  const [name, setName] = React.useState(() => nameWithoutTitle(defaultName));
  const [suggested, setSuggested] = React.useState(() => suggestBankName(defaultIban));
  const [bankName, setBankName] = React.useState(suggested ?? '');
  const [iban, setIban] = React.useState(() => (defaultIban ? formatIban(defaultIban) : ''));
  const [price, setPrice] = React.useState('');
  const { errorOf, setOwn, check } = useFormErrors<FieldName>(errors);
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schema = useLazyModule(loadPayoutSchemas, () => setOwn({ price: feedbackMessages.genericError }));

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
        const values = check(
          parsed,
          parsed.success && parsed.data.price > balance
            ? { price: payoutMessages.insufficient(balance) }
            : {},
        );
        if (values) onSubmit(values);
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
      <HolderNameField label={l.name} error={errorOf('name')} value={name} onValueChange={setName} />
      <IbanField
        label={l.iban}
        hint={l.ibanHint}
        error={errorOf('iban')}
        value={iban}
        onValueChange={onIban}
      />
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
