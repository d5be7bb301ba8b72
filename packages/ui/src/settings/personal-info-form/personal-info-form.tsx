import type * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';
import { ContactChangeForm } from '../contact-change-form/contact-change-form.tsx';

export const personalInfoFormLabels = {
  name: 'Ad Soyad',
  nameHint: 'Adınız baro kaydınızdan gelir ve değiştirilemez.',
  email: 'E-posta',
  emailHint: 'Yeni adrese bir doğrulama kodu gönderilir; kod doğrulanana kadar mevcut adresiniz geçerlidir.',
  sendCode: 'Doğrulama Kodu Gönder',
  sending: 'Gönderiliyor...',
  codeSentTo: (email: string) => `${email} adresine gönderilen 6 haneli kodu giriniz.`,
  code: 'Doğrulama Kodu',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor...',
  cancel: 'Vazgeç',
};

export type PersonalInfoFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  name: string;
  /** The phone part, between the name and the e-mail (the app puts PhoneChangeForm here). */
  phone?: React.ReactNode;
  /** The account's current (verified) address. */
  email: string;
  /** The new address a code was sent to; the code step shows while it is set. */
  pendingEmail?: string | null;
  onRequestCode: (email: string) => void;
  onVerify: (code: string) => void;
  onCancel?: () => void;
  busy?: 'email' | 'code' | null;
  /** The server's field errors (`email`, `code`). */
  errors?: Partial<Record<string, string[]>>;
  labels?: Partial<typeof personalInfoFormLabels>;
};

/**
 * Personal info: the name (read-only, from the bar registry), the phone change, and the e-mail
 * change in two steps: a code to the new address, then the code.
 */
export function PersonalInfoForm({
  name,
  phone,
  email,
  pendingEmail,
  onRequestCode,
  onVerify,
  onCancel,
  busy = null,
  errors,
  labels,
  className,
  ...props
}: PersonalInfoFormProps) {
  const l = { ...personalInfoFormLabels, ...labels };
  return (
    <div data-slot="personal-info-form" className={cn('max-w-md space-y-4', className)} {...props}>
      <Field label={l.name} hint={l.nameHint}>
        <Input name="name" value={name} readOnly />
      </Field>
      {phone}
      <ContactChangeForm
        kind="email"
        current={email}
        pending={pendingEmail}
        onRequestCode={onRequestCode}
        onVerify={onVerify}
        {...(onCancel ? { onCancel } : {})}
        busy={busy === 'email' ? 'send' : busy}
        error={errors?.email?.[0]}
        codeError={errors?.code?.[0]}
        labels={{ ...l, field: l.email, hint: l.emailHint }}
      />
    </div>
  );
}
