import { checkPhoneChange, emailUpdateSchema, toFieldErrors } from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { CodeInput, Input, PhoneInput } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';
import { useSyncedState } from '../../lib/use-synced-state.ts';

type ContactChangeLabels = {
  field: string;
  hint: string;
  sendCode: string;
  sending: string;
  codeSentTo: (target: string) => string;
  code: string;
  verify: string;
  verifying: string;
  cancel: string;
};

export type ContactChangeFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  kind: 'email' | 'telephone';
  /** The account's current address or number. */
  current: string;
  /** The new address or number a code was sent to; the code step shows while it is set. */
  pending?: string | null;
  /** The new e-mail address, or the new number with its leading 0 ('05321234567'). */
  onRequestCode: (target: string) => void;
  onVerify: (code: string) => void;
  onCancel?: () => void;
  busy?: 'send' | 'code' | null;
  /** The server's message on the address or number, and on the code. */
  error?: string;
  codeError?: string;
  labels: ContactChangeLabels;
};

type Check = { ok: true; value: string } | { ok: false; message: string };

function check(kind: ContactChangeFormProps['kind'], value: string, current: string): Check {
  if (kind === 'telephone') {
    const phone = checkPhoneChange(value, current);
    return phone.ok ? { ok: true, value: phone.telephone } : phone;
  }
  const parsed = emailUpdateSchema.safeParse({ email: value });
  return parsed.success
    ? { ok: true, value: parsed.data.email }
    : { ok: false, message: toFieldErrors(parsed.error).email?.[0] ?? '' };
}

/**
 * An e-mail or phone change in two steps: the new address or number (checked here first), then
 * the 6-digit code sent to it. The current one stays the account's until the code is confirmed.
 */
export function ContactChangeForm({
  kind,
  current,
  pending,
  onRequestCode,
  onVerify,
  onCancel,
  busy = null,
  error,
  codeError,
  labels: l,
  className,
  ...props
}: ContactChangeFormProps) {
  const [value, setValue] = useSyncedState(current);
  const [code, setCode] = useSyncedState('', pending);
  const [local, setLocal] = React.useState<string | null>(null);
  const onValue = (next: string) => {
    setValue(next);
    setLocal(null);
  };
  return (
    <div data-slot="contact-change-form" data-kind={kind} className={cn('space-y-3', className)} {...props}>
      <Form
        className="space-y-3"
        busy={busy !== null}
        onSend={() => {
          if (pending) return onVerify(code.trim());
          const checked = check(kind, value, current);
          if (!checked.ok) return setLocal(checked.message);
          setLocal(null);
          onRequestCode(checked.value);
        }}
      >
        {pending ? (
          <>
            <p role="status" className="text-sm text-ink">
              {l.codeSentTo(pending)}
            </p>
            <Field label={l.code} error={codeError}>
              <CodeInput value={code} onValueChange={setCode} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={busy === 'code'} busyLabel={l.verifying}>
                {l.verify}
              </Button>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
                  {l.cancel}
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <Field label={l.field} hint={l.hint} error={local ?? error}>
              {kind === 'telephone' ? (
                <PhoneInput name="telephone" value={value} onValueChange={onValue} />
              ) : (
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={value}
                  onChange={(event) => onValue(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" busy={busy === 'send'} busyLabel={l.sending}>
              {l.sendCode}
            </Button>
          </>
        )}
      </Form>
    </div>
  );
}
