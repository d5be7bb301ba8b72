import * as React from 'react';
import type { FormComponentProps } from '../../components/form/form.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';
import { authCardClass, AuthFormEnd } from '../auth-form-end.tsx';

export const loginFormLabels = {
  title: 'Giriş Yap',
  telephone: 'Telefon',
  telephonePlaceholder: '05XX XXX XX XX',
  password: 'Şifre',
  submit: 'Giriş Yap',
  forgotPassword: 'Şifremi Unuttum',
  noAccount: 'Hesabınız yok mu?',
  register: 'Kayıt Olun',
};

export type LoginFormValues = { telephone: string; password: string };
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export type LoginFormProps = FormComponentProps<LoginFormValues, LoginFormErrors, typeof loginFormLabels> & {
  defaultValues?: Partial<LoginFormValues>;
  registerHref?: string;
  forgotPasswordHref?: string;
};

/** The login card: telephone and password, both required, labels always visible. */
export function LoginForm({
  onSubmit,
  busy = false,
  errors,
  defaultValues,
  labels,
  registerHref = '/kayit',
  forgotPasswordHref = '/sifremi-unuttum',
  className,
  ...props
}: LoginFormProps) {
  const l = { ...loginFormLabels, ...labels };
  const titleId = `${React.useId()}-title`;
  return (
    <form
      data-slot="login-form"
      aria-labelledby={titleId}
      className={cn(authCardClass, 'max-w-sm', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({
          telephone: String(data.get('telephone') ?? ''),
          password: String(data.get('password') ?? ''),
        });
      }}
      {...props}
    >
      <h1 id={titleId} className="text-2xl font-semibold text-brand-700">
        {l.title}
      </h1>
      <Field label={l.telephone} error={errors?.telephone}>
        <Input
          name="telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={l.telephonePlaceholder}
          defaultValue={defaultValues?.telephone}
          required
        />
      </Field>
      <Field label={l.password} error={errors?.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          defaultValue={defaultValues?.password}
          required
        />
      </Field>
      <div className="flex justify-end text-sm">
        <Link href={forgotPasswordHref} className="font-medium text-brand-700 underline">
          {l.forgotPassword}
        </Link>
      </div>
      <AuthFormEnd
        busy={busy}
        submit={l.submit}
        question={l.noAccount}
        href={registerHref}
        linkLabel={l.register}
      />
    </form>
  );
}
