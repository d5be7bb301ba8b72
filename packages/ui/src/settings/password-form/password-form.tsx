import { type PasswordUpdatePayload, passwordUpdateSchema, toFieldErrors } from '@meslektas/domain';
import * as React from 'react';
import { Form } from '../../components/form/form.tsx';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { cn } from '../../lib/cn.ts';

export const passwordFormLabels = {
  current: 'Mevcut Şifre',
  password: 'Yeni Şifre',
  confirmation: 'Yeni Şifre (Tekrar)',
  hint: 'En az 8 karakter; en az bir harf ve bir rakam.',
  notice: 'Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapatılır.',
  save: 'Şifreyi Değiştir',
  busy: 'Kaydediliyor...',
};

type FieldName = keyof PasswordUpdatePayload;

export type PasswordFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  onSave: (values: PasswordUpdatePayload) => void;
  busy?: boolean;
  /** The server's field errors (`current_password`, `password`, `password_confirmation`). */
  errors?: Partial<Record<string, string[]>>;
  labels?: Partial<typeof passwordFormLabels>;
};

/**
 * Change password: the current one and the new one twice. The form checks with the same schema the
 * server validates with (strength rule of registration), and shows the server's refusals under
 * their fields.
 */
export function PasswordForm({
  onSave,
  busy = false,
  errors,
  labels,
  className,
  ...props
}: PasswordFormProps) {
  const l = { ...passwordFormLabels, ...labels };
  const [values, setValues] = React.useState<PasswordUpdatePayload>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [local, setLocal] = React.useState<Partial<Record<string, string[]>> | null>(null);
  const shown = local ?? errors ?? {};
  const errorOf = (name: FieldName) => shown[name]?.[0];
  const input = (name: FieldName, autoComplete: string) => (
    <Input
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
        setLocal(null);
      }}
    />
  );

  return (
    <Form
      data-slot="password-form"
      className={cn('max-w-md space-y-4', className)}
      busy={busy}
      onSend={() => {
        const parsed = passwordUpdateSchema.safeParse(values);
        if (!parsed.success) {
          setLocal(toFieldErrors(parsed.error));
          return;
        }
        setLocal({});
        onSave(parsed.data);
      }}
      {...props}
    >
      <p role="note" className="text-sm text-muted">
        {l.notice}
      </p>
      <Field label={l.current} error={errorOf('current_password')}>
        {input('current_password', 'current-password')}
      </Field>
      <Field label={l.password} hint={l.hint} error={errorOf('password')}>
        {input('password', 'new-password')}
      </Field>
      <Field label={l.confirmation} error={errorOf('password_confirmation')}>
        {input('password_confirmation', 'new-password')}
      </Field>
      <Button type="submit" busy={busy} busyLabel={l.busy}>
        {l.save}
      </Button>
    </Form>
  );
}
