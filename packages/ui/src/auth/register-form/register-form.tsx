import { Alert } from '../../components/alert/alert.tsx';
import {
  type Bar,
  type ConsentDocument,
  type RegisterPayload,
  buildPath,
  consentPageSlugs,
  feedbackMessages,
} from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input, PhoneInput } from '../../components/input/input.tsx';
import { Select } from '../../components/select/select.tsx';
import { authCardClass, AuthFormEnd } from '../auth-form-end.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { useFormErrors } from '../../lib/form-errors.ts';

/** Fetched when the lawyer first touches the form, long before he can send it. */
const loadSchema = lazyModule(() => import('./register-schema.ts'));

export const registerFormLabels = {
  title: 'Kayıt Ol',
  name: 'Ad',
  surname: 'Soyad',
  tc: 'T.C. Kimlik No',
  bar: 'Baro',
  barPlaceholder: 'Baronuzu seçiniz',
  sicil: 'Baro Sicil No',
  telephone: 'Cep Telefonu',
  telephoneHint: '5 ile başlayan 10 haneli cep telefonu numaranız',
  email: 'E-posta',
  password: 'Şifre',
  passwordHint: 'En az 8 karakter; en az bir harf ve bir rakam',
  passwordConfirmation: 'Şifre (Tekrar)',
  kvkkBefore: '',
  kvkkLink: 'KVKK Aydınlatma Metni',
  kvkkAfter: "'ni okudum, onaylıyorum.",
  termsLink: 'Kullanım Koşulları',
  termsAfter: "'nı okudum, kabul ediyorum.",
  referral: 'Davet koduyla kayıt oluyorsunuz:',
  notice:
    'Meslektaş yalnızca baroya kayıtlı avukatların kullanımına açıktır. Kâtip ve büro çalışanları adına hesap açılamaz.',
  submit: 'Kayıt Ol',
  haveAccount: 'Zaten hesabınız var mı?',
  login: 'Giriş Yapın',
};

export type RegisterFormErrors = Partial<Record<keyof RegisterPayload, string>>;

export type RegisterFormProps = FormComponentProps<
  RegisterPayload,
  RegisterFormErrors,
  typeof registerFormLabels
> & {
  bars: readonly Bar[];
  /** Who may sign up, under the title (the page passes the constant `katip_uyari` when it has it). */
  notice?: string | null;
  /** The referral code of the link the lawyer came through; sent with the form. */
  referralCode?: string;
  /** The texts' own pages, public; without onDocumentOpen they open in a new tab. */
  kvkkHref?: string;
  termsHref?: string;
  /** Shows a consent text over the form (a dialog), so what was typed stays. */
  onDocumentOpen?: (document: ConsentDocument) => void;
  loginHref?: string;
};

type Values = {
  name: string;
  surname: string;
  tc: string;
  baro_id: string;
  sicil: string;
  telephone: string;
  email: string;
  password: string;
  password_confirmation: string;
  kvkk: boolean;
  terms: boolean;
};

const empty: Values = {
  name: '',
  surname: '',
  tc: '',
  baro_id: '',
  sicil: '',
  telephone: '',
  email: '',
  password: '',
  password_confirmation: '',
  kvkk: false,
  terms: false,
};

/**
 * The public registration card. Checks with domain's registerSchema before sending (T.C. kimlik
 * checksum, password strength, both consents), so the lawyer sees the server's own messages at once.
 */
export function RegisterForm({
  bars,
  onSubmit,
  busy = false,
  errors,
  referralCode,
  kvkkHref = buildPath('notice-page', { slug: consentPageSlugs.kvkk }),
  termsHref = buildPath('notice-page', { slug: consentPageSlugs.terms }),
  onDocumentOpen,
  loginHref = '/login',
  notice,
  labels,
  className,
  ...props
}: RegisterFormProps) {
  const l = { ...registerFormLabels, ...labels };
  const idBase = React.useId();
  const [values, setValues] = React.useState<Values>(empty);
  const { errorOf, check } = useFormErrors<keyof RegisterPayload>(errors);
  const [loadFailed, setLoadFailed] = React.useState(false);
  // One submit at a time: a second press while the schema arrives is the same submit.
  const schema = useLazyModule(loadSchema, () => setLoadFailed(true));
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: 'name' | 'surname' | 'tc' | 'sicil' | 'email' | 'password' | 'password_confirmation',
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  return (
    <Form
      heading={l.title}
      data-slot="register-form"
      className={cn(authCardClass, 'max-w-lg', className)}
      busy={busy}
      {...schema.prefetch}
      onSend={async () => {
        const loaded = await schema.forSend();
        if (!loaded) return;
        const { registerSchema } = loaded;
        setLoadFailed(false);
        const payload = check(
          registerSchema.safeParse({
            ...values,
            telephone: values.telephone === '' ? '' : `0${values.telephone}`,
            ...(referralCode ? { ref: referralCode } : {}),
          }),
        );
        if (payload) onSubmit(payload);
      }}
      {...props}
    >
      <Alert data-slot="register-form-notice" role="note" tone="warning" bordered ink>
        {notice || l.notice}
      </Alert>
      {referralCode ? (
        <Alert data-slot="register-form-referral" tone="brand">
          {l.referral} <strong>{referralCode}</strong>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={l.name} error={errorOf('name')}>
          <Input autoComplete="given-name" {...text('name')} />
        </Field>
        <Field label={l.surname} error={errorOf('surname')}>
          <Input autoComplete="family-name" {...text('surname')} />
        </Field>
      </div>
      <Field label={l.tc} error={errorOf('tc')}>
        <Input inputMode="numeric" maxLength={11} autoComplete="off" {...text('tc')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={l.bar} error={errorOf('baro_id')}>
          <Select
            name="baro_id"
            placeholder={l.barPlaceholder}
            options={bars.map((b) => ({ value: b.baro_id, label: b.name }))}
            value={values.baro_id}
            onChange={(event) => set('baro_id', event.target.value)}
          />
        </Field>
        <Field label={l.sicil} error={errorOf('sicil')}>
          <Input autoComplete="off" {...text('sicil')} />
        </Field>
      </div>
      <Field label={l.telephone} hint={l.telephoneHint} error={errorOf('telephone')}>
        <PhoneInput name="telephone" value={values.telephone} onValueChange={(d) => set('telephone', d)} />
      </Field>
      <Field label={l.email} error={errorOf('email')}>
        <Input type="email" autoComplete="email" {...text('email')} />
      </Field>
      <Field label={l.password} hint={l.passwordHint} error={errorOf('password')}>
        <Input type="password" autoComplete="new-password" {...text('password')} />
      </Field>
      <Field label={l.passwordConfirmation} error={errorOf('password_confirmation')}>
        <Input type="password" autoComplete="new-password" {...text('password_confirmation')} />
      </Field>
      <Consent
        id={`${idBase}-kvkk`}
        checked={values.kvkk}
        onChange={(checked) => set('kvkk', checked)}
        error={errorOf('kvkk')}
      >
        {l.kvkkBefore}
        <DocumentLink href={kvkkHref} onOpen={onDocumentOpen && (() => onDocumentOpen('kvkk'))}>
          {l.kvkkLink}
        </DocumentLink>
        {l.kvkkAfter}
      </Consent>
      <Consent
        id={`${idBase}-terms`}
        checked={values.terms}
        onChange={(checked) => set('terms', checked)}
        error={errorOf('terms')}
      >
        <DocumentLink href={termsHref} onOpen={onDocumentOpen && (() => onDocumentOpen('terms'))}>
          {l.termsLink}
        </DocumentLink>
        {l.termsAfter}
      </Consent>
      {loadFailed ? (
        <Alert data-slot="register-form-error" role="alert" tone="danger">
          {feedbackMessages.genericError}
        </Alert>
      ) : null}
      <AuthFormEnd
        busy={busy}
        submit={l.submit}
        question={l.haveAccount}
        href={loginHref}
        linkLabel={l.login}
      />
    </Form>
  );
}

/**
 * A consent text's link. It never replaces the form: a plain click asks for the dialog, and the page
 * itself (a middle click, or no dialog given) opens in a new tab.
 */
function DocumentLink({
  href,
  onOpen,
  children,
}: {
  href: string;
  onOpen?: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline"
      onClick={(event) => {
        const plain =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (!onOpen || !plain) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/** A consent box: the sentence is its label (its link opens the text), the error sits under it. */
function Consent({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div data-slot="register-form-consent" className="space-y-1">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm leading-5">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
