import {
  type PayoutAccount,
  type PayoutAccountPayload,
  feedbackMessages,
  formatIban,
  nameWithoutTitle,
  tcKimlikMessages,
} from '@meslektas/domain';
import * as React from 'react';
import { Alert } from '../../components/alert/alert.tsx';
import {
  Form,
  FormError,
  FormSubmit,
  InputField,
  type FormComponentProps,
} from '../../components/form/form.tsx';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { HolderNameField, IbanField, ibanFieldLabels } from '../account-fields.tsx';
import { loadPayoutSchemas } from '../load-payout-schemas.ts';

export const payoutAccountFormLabels = {
  heading: 'Ödeme Alacağınız Hesap',
  description:
    'Güvenceli ödemeli görevlerin ücreti ve ödeme talepleriniz bu hesaba gönderilir. Ödeme talebinde bulunmanız gerekmez.',
  name: 'Hesap Sahibinin Adı Soyadı',
  nameHint: 'Bankanızdaki gibi, unvansız yazınız.',
  iban: ibanFieldLabels.label,
  ibanHint: ibanFieldLabels.hint,
  tc: 'T.C. Kimlik Numarası',
  tcHint: 'Ödeme sağlayıcısı sizi bu numarayla tanır; kaydedildikten sonra değiştirilemez.',
  submit: 'Hesabı Kaydet',
  fromPayout:
    'Kayıtlı hesabınız yok: ödemeleriniz şimdilik son ödeme talebinizdeki bu hesaba gönderilir. Kaydederek onaylayabilir ya da değiştirebilirsiniz.',
};

type FieldName = 'name' | 'iban' | 'tc';
export type PayoutAccountFormErrors = Partial<Record<FieldName, string>>;

export type PayoutAccountFormProps = FormComponentProps<
  PayoutAccountPayload,
  PayoutAccountFormErrors,
  typeof payoutAccountFormLabels
> & {
  /** The saved account; the form starts from it. */
  account?: Pick<PayoutAccount, 'name' | 'iban'> | null;
  /** Without a saved account, his latest payout request's, where he is paid meanwhile: the form starts from it and says so. */
  fromPayout?: Pick<PayoutAccount, 'name' | 'iban'> | null;
  /** The lawyer's own name, the holder's name a form without an account starts with (without a title). */
  defaultName?: string;
  /** His account has no T.C. number yet: the form asks for it. */
  tcNeeded?: boolean;
  /** The server's refusal of the whole form (the payment provider's no). */
  error?: string | null;
};

/**
 * Where the lawyer is paid, given without asking for a payout: the account holder's name and the
 * IBAN (checked as the payout form checks them), and his T.C. kimlik number when his account has
 * none. Guaranteed payments are sent to it, and the payout form starts from it.
 */
export function PayoutAccountForm({
  account,
  fromPayout,
  defaultName = '',
  tcNeeded = false,
  onSubmit,
  busy = false,
  errors,
  error,
  labels,
  ...props
}: PayoutAccountFormProps) {
  const l = { ...payoutAccountFormLabels, ...labels };
  const start = account ?? fromPayout;
  const [name, setName] = React.useState(() => nameWithoutTitle(start?.name ?? defaultName));
  const [iban, setIban] = React.useState(() => (start ? formatIban(start.iban) : ''));
  const [tc, setTc] = React.useState('');
  const { errorOf, setOwn, check } = useFormErrors<FieldName>(errors);
  const schema = useLazyModule(loadPayoutSchemas, () => setOwn({ iban: feedbackMessages.genericError }));

  return (
    <Form
      data-slot="payout-account-form"
      card
      heading={l.heading}
      headingLevel={2}
      busy={busy}
      {...schema.prefetch}
      onSend={async () => {
        const loaded = await schema.forSend();
        if (!loaded) return;
        const values = check(
          loaded.payoutAccountPayloadSchema.safeParse({ name, iban, ...(tcNeeded ? { tc } : {}) }),
          tcNeeded && tc.trim() === '' ? { tc: tcKimlikMessages.required } : {},
        );
        if (values) onSubmit(values);
      }}
      {...props}
    >
      <p className="text-sm text-muted">{l.description}</p>
      {!account && fromPayout ? (
        <Alert data-slot="payout-account-form-from-payout" role="note" bordered>
          {l.fromPayout}
        </Alert>
      ) : null}
      <HolderNameField
        label={l.name}
        hint={l.nameHint}
        error={errorOf('name')}
        value={name}
        onValueChange={setName}
      />
      <IbanField
        label={l.iban}
        hint={l.ibanHint}
        error={errorOf('iban')}
        value={iban}
        onValueChange={setIban}
      />
      {tcNeeded ? (
        <InputField
          label={l.tc}
          hint={l.tcHint}
          error={errorOf('tc')}
          name="tc"
          required
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          value={tc}
          onValueChange={setTc}
        />
      ) : null}
      <FormError>{error}</FormError>
      <FormSubmit>{l.submit}</FormSubmit>
    </Form>
  );
}
