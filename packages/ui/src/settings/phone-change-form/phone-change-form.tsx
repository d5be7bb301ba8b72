import { formatPhoneMask } from '@meslektas/domain';
import type * as React from 'react';
import { ContactChangeForm } from '../contact-change-form/contact-change-form.tsx';

export const phoneChangeFormLabels = {
  field: 'Telefon',
  hint: 'Yeni numaranıza SMS ile bir doğrulama kodu gönderilir; kod doğrulanana kadar mevcut numaranız geçerlidir.',
  sendCode: 'SMS ile Kod Gönder',
  sending: 'Gönderiliyor...',
  codeSentTo: (telephone: string) =>
    `${formatPhoneMask(telephone)} numarasına gönderilen 6 haneli kodu giriniz.`,
  code: 'Doğrulama Kodu',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor...',
  cancel: 'Vazgeç',
};

export type PhoneChangeFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The account's current number ('05550000001'). */
  telephone: string;
  /** The new number a code was sent to; the code step shows while it is set. */
  pendingTelephone?: string | null;
  /** The new number as sent: ten digits after a leading 0 ('05321234567'). */
  onRequestCode: (telephone: string) => void;
  onVerify: (code: string) => void;
  onCancel?: () => void;
  busy?: 'telephone' | 'code' | null;
  /** The server's field errors (`telephone`, `code`). */
  errors?: Partial<Record<string, string[]>>;
  labels?: Partial<typeof phoneChangeFormLabels>;
};

/**
 * The phone change in two steps: the new number (its leading 0 added; the current one is refused
 * with 'Aynı Telefon Numarasını Giremezsiniz!'), then the code sent to it by SMS.
 */
export function PhoneChangeForm({
  telephone,
  pendingTelephone,
  busy = null,
  errors,
  labels,
  ...props
}: PhoneChangeFormProps) {
  return (
    <ContactChangeForm
      kind="telephone"
      current={telephone}
      pending={pendingTelephone}
      busy={busy === 'telephone' ? 'send' : busy}
      error={errors?.telephone?.[0]}
      codeError={errors?.code?.[0]}
      labels={{ ...phoneChangeFormLabels, ...labels }}
      {...props}
    />
  );
}
