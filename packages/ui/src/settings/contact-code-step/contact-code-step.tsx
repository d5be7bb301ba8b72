import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

const contactCodeStepLabels = {
  code: 'Doğrulama Kodu',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor...',
  cancel: 'Vazgeç',
};

type ContactCodeStepProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Where the code went ('… adresine gönderilen 6 haneli kodu giriniz.'), read out as a status. */
  sentText: string;
  /** The new address or number: a new one empties the field. */
  target: string;
  onVerify: (code: string) => void;
  onCancel?: () => void;
  busy?: boolean;
  /** Another step of the same form is busy: nothing here can be pressed. */
  locked?: boolean;
  error?: string;
  labels?: Partial<typeof contactCodeStepLabels>;
};

/** The second step of an e-mail or phone change: the 6-digit code sent to the new contact. */
export function ContactCodeStep({
  sentText,
  target,
  onVerify,
  onCancel,
  busy = false,
  locked = false,
  error,
  labels,
  className,
  ...props
}: ContactCodeStepProps) {
  const l = { ...contactCodeStepLabels, ...labels };
  const [code, setCode] = useSyncedState('', target);
  return (
    <form
      data-slot="contact-code-step"
      noValidate
      className={cn('space-y-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || locked) return;
        onVerify(code.trim());
      }}
      {...props}
    >
      <p role="status" className="text-sm text-ink">
        {sentText}
      </p>
      <Field label={l.code} error={error}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} busyLabel={l.verifying}>
          {l.verify}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy || locked}>
            {l.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
