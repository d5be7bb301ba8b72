import * as React from 'react';
import type { ButtonProps } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { ContentFormDialog } from '../content-form/content-form.tsx';

export type ReasonDialogNumber = {
  label: string;
  min: number;
  max: number;
  defaultValue: number;
  hint?: string;
  /** Shown when the value is not a whole number between min and max. */
  invalidMessage?: string;
};

export type ReasonDialogResult = { reason: string; number?: number };

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The reason's label; `null` makes the dialog a plain confirmation (approve). */
  reasonLabel?: string | null;
  reasonRequiredMessage?: string;
  /** An extra whole-number field (restriction counter, Pro days). */
  number?: ReasonDialogNumber;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  cancelLabel?: string;
  busy?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  onConfirm: (result: ReasonDialogResult) => void;
  /** Fields of the caller's own, above the reason (the caller keeps and checks their values). */
  children?: React.ReactNode;
};

/**
 * Confirms an operator action, with the reason the audit log keeps (and, for a rejection or a ban,
 * the lawyer reads). The reason is required whenever it is asked for.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel = 'Gerekçe',
  reasonRequiredMessage = 'Lütfen bir gerekçe yazınız.',
  number,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Vazgeç',
  busy = false,
  error,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const [reason, setReason] = React.useState('');
  const [value, setValue] = React.useState(String(number?.defaultValue ?? ''));
  const [problems, setProblems] = React.useState<{ reason?: string; number?: string }>({});

  React.useEffect(() => {
    if (!open) return;
    setReason('');
    setValue(String(number?.defaultValue ?? ''));
    setProblems({});
  }, [open, number?.defaultValue]);

  const submit = () => {
    const next: { reason?: string; number?: string } = {};
    if (reasonLabel !== null && reason.trim() === '') next.reason = reasonRequiredMessage;
    const parsed = Number(value);
    if (number && (!/^\d+$/.test(value.trim()) || parsed < number.min || parsed > number.max)) {
      next.number = number.invalidMessage ?? `${number.min} ile ${number.max} arasında bir sayı giriniz.`;
    }
    setProblems(next);
    if (next.reason || next.number) return;
    onConfirm({ reason: reason.trim(), ...(number ? { number: parsed } : {}) });
  };

  return (
    <ContentFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={busy}
      error={error}
      onSubmit={submit}
      labels={{ save: confirmLabel, cancel: cancelLabel }}
      confirmVariant={confirmVariant}
      size="md"
      slot="reason-dialog"
    >
      {children}
      {number ? (
        <Field label={number.label} hint={number.hint} error={problems.number} required>
          <Input inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} required />
        </Field>
      ) : null}
      {reasonLabel !== null ? (
        <Field label={reasonLabel} error={problems.reason} required>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} required />
        </Field>
      ) : null}
    </ContentFormDialog>
  );
}
