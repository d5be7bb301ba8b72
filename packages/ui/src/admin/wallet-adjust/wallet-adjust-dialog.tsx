import { ADMIN_WALLET_ADJUSTMENT_MAX, walletAdjustmentMessages } from '@meslektas/domain';
import * as React from 'react';
import { Field } from '../../components/field/field.tsx';
import { Input } from '../../components/input/input.tsx';
import { RadioGroup, RadioOption } from '../../components/radio-group/radio-group.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { ContentFormDialog } from '../content-form/content-form.tsx';
import { formatKurus } from './wallet-format.ts';

/**
 * A lira amount as typed ('125', '125,50', '125.5') in kuruş; null when it is not a positive
 * amount of whole kuruş.
 */
export function parseLira(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const kurus = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kurus > 0 ? kurus : null;
}

export const walletAdjustTexts = {
  title: 'Bakiye düzelt',
  description: 'Düzeltme cüzdana yeni bir kayıt olarak eklenir; önceki kayıtlar değişmez.',
  direction: 'İşlem',
  credit: 'Bakiyeye ekle',
  debit: 'Bakiyeden düş',
  amount: 'Tutar (TL)',
  amountHint: 'Örn. 125,50',
  amountInvalid: 'Sıfırdan büyük, en fazla iki ondalıklı bir tutar giriniz.',
  amountTooLarge: walletAdjustmentMessages.tooLarge,
  reason: 'Gerekçe',
  reasonRequired: 'Lütfen bir gerekçe yazınız.',
  newBalance: 'Düzeltme sonrası bakiye',
  confirm: 'Düzelt',
  cancel: 'Vazgeç',
};

export type WalletAdjustment = { /** Kuruş, signed. */ amount: number; reason: string };

export type WalletAdjustDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The balance now, in kuruş, for the preview of the balance after. */
  balance: number;
  busy?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  onConfirm: (adjustment: WalletAdjustment) => void;
  texts?: Partial<typeof walletAdjustTexts>;
};

/** The operator's correction of a wallet: added or taken, the amount in lira, and the reason. */
export function WalletAdjustDialog({
  open,
  onOpenChange,
  balance,
  busy = false,
  error,
  onConfirm,
  texts,
}: WalletAdjustDialogProps) {
  const t = { ...walletAdjustTexts, ...texts };
  const [direction, setDirection] = React.useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [problems, setProblems] = React.useState<{ amount?: string; reason?: string }>({});

  React.useEffect(() => {
    if (!open) return;
    setDirection('credit');
    setAmount('');
    setReason('');
    setProblems({});
  }, [open]);

  const kurus = parseLira(amount);
  const signed = kurus === null ? null : direction === 'credit' ? kurus : -kurus;

  const submit = () => {
    const next: { amount?: string; reason?: string } = {};
    if (kurus === null) next.amount = t.amountInvalid;
    else if (kurus > ADMIN_WALLET_ADJUSTMENT_MAX) next.amount = t.amountTooLarge;
    if (reason.trim() === '') next.reason = t.reasonRequired;
    setProblems(next);
    if (next.amount || next.reason || signed === null) return;
    onConfirm({ amount: signed, reason: reason.trim() });
  };

  return (
    <ContentFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      busy={busy}
      error={error}
      onSubmit={submit}
      labels={{ save: t.confirm, cancel: t.cancel }}
      confirmVariant={direction === 'debit' ? 'danger' : 'primary'}
      size="md"
      slot="wallet-adjust-dialog"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t.direction}</legend>
        <RadioGroup
          value={direction}
          onValueChange={(value) => setDirection(value as 'credit' | 'debit')}
          className="grid-cols-2"
        >
          <RadioOption value="credit" label={t.credit} />
          <RadioOption value="debit" label={t.debit} />
        </RadioGroup>
      </fieldset>
      <Field label={t.amount} hint={t.amountHint} error={problems.amount} required>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </Field>
      <Field label={t.reason} error={problems.reason} required>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} required />
      </Field>
      {signed !== null ? (
        <p data-slot="wallet-adjust-preview" className="text-sm">
          {t.newBalance}:{' '}
          <strong className={balance + signed < 0 ? 'text-danger' : undefined}>
            {formatKurus(balance + signed)}
          </strong>
        </p>
      ) : null}
    </ContentFormDialog>
  );
}
