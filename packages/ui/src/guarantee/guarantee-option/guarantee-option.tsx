import { guaranteeAmounts, guaranteeMessages, kurusToTl, tlToKurus } from '@meslektas/domain';
import { ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { Label } from '../../components/field/field.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { AmountList } from '../amount-list.tsx';

export const guaranteeOptionLabels = {
  label: 'Ödeme güvencesi',
  description:
    'Bir avukat seçtiğinizde bütçe kartınızdan alınır ve iş tamamlanana kadar güvencede tutulur; iş bitince avukata aktarılır.',
  ownerPays: 'Ödeyeceğiniz tutar',
  fee: 'Hizmet bedeli',
  assigneeReceives: 'Avukatın alacağı tutar',
  noBudget: guaranteeMessages.noBudget,
};

export type GuaranteeOptionProps = Omit<React.ComponentProps<'div'>, 'children' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The task's budget in lira, as the form holds it; null until one is chosen (the switch is then off). */
  budget: number | null;
  /** The service fee in percent of the budget (the server constant `guvence_hizmet_bedeli_yuzde`). */
  feePercent: number;
  disabled?: boolean;
  labels?: Partial<typeof guaranteeOptionLabels>;
};

/** The amounts of a budget in lira at the fee: domain's rule, which counts in kuruş. */
function amountsOf(budget: number | null, feePercent: number) {
  if (budget === null || !(budget > 0)) return null;
  const kurus = guaranteeAmounts(tlToKurus(budget), feePercent);
  return { budget: kurusToTl(kurus.budget), fee: kurusToTl(kurus.fee), total: kurusToTl(kurus.total) };
}

/**
 * The create form's opt-in to güvenceli ödeme: a switch with what it means, and once on, what the
 * owner will pay (budget plus the service fee) and what the assignee will receive. Without a
 * budget it cannot be chosen, and says why.
 */
export function GuaranteeOption({
  checked,
  onCheckedChange,
  budget,
  feePercent,
  disabled = false,
  labels,
  className,
  ...props
}: GuaranteeOptionProps) {
  const l = { ...guaranteeOptionLabels, ...labels };
  const id = React.useId();
  const amounts = amountsOf(budget, feePercent);
  const on = checked && amounts !== null;
  return (
    <div
      data-slot="guarantee-option"
      data-checked={on || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4',
        on && 'border-brand-100 bg-brand-50',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={on}
          disabled={disabled || amounts === null}
          aria-describedby={`${id}-description`}
          onCheckedChange={onCheckedChange}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={id} className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden className="size-4 text-brand-700" />
            {l.label}
          </Label>
          <p id={`${id}-description`} className="text-xs text-muted">
            {amounts === null ? l.noBudget : l.description}
          </p>
        </div>
      </div>
      {on ? (
        <AmountList
          rows={[
            amounts.fee > 0 && { key: 'fee', label: l.fee, amount: amounts.fee },
            { key: 'total', label: l.ownerPays, amount: amounts.total, strong: true },
            { key: 'budget', label: l.assigneeReceives, amount: amounts.budget },
          ]}
        />
      ) : null}
    </div>
  );
}
