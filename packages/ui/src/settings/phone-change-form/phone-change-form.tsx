import { checkPhoneChange, formatPhoneMask } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { PhoneInput } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';
import { ContactCodeStep } from '../contact-code-step/contact-code-step.tsx';

export const phoneChangeFormLabels = {
  telephone: 'Telefon',
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
  onRequestCode,
  onVerify,
  onCancel,
  busy = null,
  errors,
  labels,
  className,
  ...props
}: PhoneChangeFormProps) {
  const l = { ...phoneChangeFormLabels, ...labels };
  const [digits, setDigits] = useSyncedState(telephone);
  const [local, setLocal] = React.useState<string | null>(null);
  return (
    <div data-slot="phone-change-form" className={cn('space-y-3', className)} {...props}>
      {pendingTelephone ? (
        <ContactCodeStep
          sentText={l.codeSentTo(pendingTelephone)}
          target={pendingTelephone}
          onVerify={onVerify}
          {...(onCancel ? { onCancel } : {})}
          busy={busy === 'code'}
          locked={busy !== null}
          error={errors?.code?.[0]}
          labels={l}
        />
      ) : (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const checked = checkPhoneChange(digits, telephone);
            if (!checked.ok) return setLocal(checked.message);
            setLocal(null);
            onRequestCode(checked.telephone);
          }}
        >
          <Field label={l.telephone} hint={l.hint} error={local ?? errors?.telephone?.[0]}>
            <PhoneInput
              name="telephone"
              value={digits}
              onValueChange={(next) => {
                setDigits(next);
                setLocal(null);
              }}
            />
          </Field>
          <Button type="submit" busy={busy === 'telephone'} busyLabel={l.sending}>
            {l.sendCode}
          </Button>
        </form>
      )}
    </div>
  );
}
