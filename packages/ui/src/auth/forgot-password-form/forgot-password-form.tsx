import { Alert } from '../../components/alert/alert.tsx';
import type { ResetPasswordPayload } from '@meslektas/domain';
import * as React from 'react';
import { Form, InputField } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { CodeInput, PhoneInput } from '../../components/input/input.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { authCardClass } from '../auth-form-end.tsx';

export const forgotPasswordFormLabels = {
  title: 'Şifremi Unuttum',
  phoneIntro: 'Hesabınıza kayıtlı cep telefonu numaranızı giriniz; size bir doğrulama kodu gönderelim.',
  telephone: 'Cep Telefonu',
  telephoneHint: '5 ile başlayan 10 haneli cep telefonu numaranız',
  send: 'Kod Gönder',
  code: 'Doğrulama Kodu',
  password: 'Yeni Şifre',
  passwordHint: 'En az 8 karakter; en az bir harf ve bir rakam',
  passwordConfirmation: 'Yeni Şifre (Tekrar)',
  submit: 'Şifremi Değiştir',
  resend: 'Tekrar Gönder',
  backToLogin: 'Giriş sayfasına dön',
};

export type ForgotPasswordStep = 'phone' | 'reset';
export type ForgotPasswordErrors = Partial<Record<keyof ResetPasswordPayload, string>>;

export type ForgotPasswordFormProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onReset' | 'children'
> & {
  /** 'phone': ask for the number; 'reset': the code and the new password. */
  step: ForgotPasswordStep;
  /** The number as digits (5xxxxxxxxx); kept when going back to step one. */
  telephone: string;
  onTelephoneChange: (digits: string) => void;
  /** Step one: send a code to 0 + the digits. */
  onRequestCode: (telephone: string) => void;
  /** Step two: the code and the new password, as typed. */
  onReset: (values: ResetPasswordPayload) => void;
  /** 'Tekrar Gönder': back to step one. */
  onBack: () => void;
  busy?: boolean;
  errors?: ForgotPasswordErrors;
  /** What the server said after sending (shown on step two). */
  notice?: string;
  loginHref?: string;
  labels?: Partial<typeof forgotPasswordFormLabels>;
};

/** Password reset in two steps, like the verification screens: the number, then the code and the new password. */
export function ForgotPasswordForm({
  step,
  telephone,
  onTelephoneChange,
  onRequestCode,
  onReset,
  onBack,
  busy = false,
  errors,
  notice,
  loginHref = '/login',
  labels,
  className,
  ...props
}: ForgotPasswordFormProps) {
  const l = { ...forgotPasswordFormLabels, ...labels };
  const [code, setCode] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [confirmation, setConfirmation] = React.useState('');
  const complete = /^5\d{9}$/.test(telephone);

  return (
    <Form
      heading={l.title}
      data-slot="forgot-password-form"
      className={cn(authCardClass, 'max-w-sm', className)}
      busy={busy}
      onSend={() => {
        if (step === 'phone') {
          if (complete) onRequestCode(`0${telephone}`);
          return;
        }
        onReset({
          telephone: `0${telephone}`,
          code: code.trim(),
          password,
          password_confirmation: confirmation,
        });
      }}
      {...props}
    >
      {step === 'phone' ? (
        <>
          <p className="text-sm text-muted">{l.phoneIntro}</p>
          <Field label={l.telephone} hint={l.telephoneHint} error={errors?.telephone}>
            <PhoneInput name="telephone" value={telephone} onValueChange={onTelephoneChange} />
          </Field>
          <Button type="submit" className="w-full" busy={busy} disabled={!complete}>
            {l.send}
          </Button>
        </>
      ) : (
        <>
          {notice ? (
            <Alert role="status" tone="brand">
              {notice}
            </Alert>
          ) : null}
          <Field label={l.code} error={errors?.code}>
            <CodeInput value={code} onValueChange={setCode} />
          </Field>
          <InputField
            label={l.password}
            hint={l.passwordHint}
            error={errors?.password}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <InputField
            label={l.passwordConfirmation}
            error={errors?.password_confirmation}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" busy={busy}>
              {l.submit}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onBack}>
              {l.resend}
            </Button>
          </div>
        </>
      )}
      <p className="text-center text-sm">
        <Link href={loginHref} className="font-medium text-brand-700 underline">
          {l.backToLogin}
        </Link>
      </p>
    </Form>
  );
}
