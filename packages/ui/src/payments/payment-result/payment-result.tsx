import { feedbackMessages } from '@meslektas/domain';
import { type VariantProps, cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const paymentResultVariants = cva('rounded-[var(--radius-card)] border p-4 sm:p-6', {
  variants: {
    status: {
      paid: 'border-green-200 bg-success-50 text-success',
      failed: 'border-red-200 bg-danger-50 text-danger',
    },
  },
});

export const paymentResultLabels = {
  paid: feedbackMessages.paymentSuccess,
  failed: feedbackMessages.paymentFailure,
};

export type PaymentResultProps = Omit<React.ComponentProps<'div'>, 'children'> &
  Required<VariantProps<typeof paymentResultVariants>> & {
    /** Why it failed (the provider's reason) or what happens next. */
    detail?: string | null;
    labels?: Partial<typeof paymentResultLabels>;
  };

/** The payment's outcome as it arrived: 'Odeme Basarili' or 'Odeme Basarisiz' with the reason. */
export function PaymentResult({ status, detail, labels, className, ...props }: PaymentResultProps) {
  const l = { ...paymentResultLabels, ...labels };
  return (
    <div
      data-slot="payment-result"
      data-status={status}
      role={status === 'failed' ? 'alert' : 'status'}
      className={cn(paymentResultVariants({ status }), className)}
      {...props}
    >
      <p className="text-lg font-semibold">{status === 'paid' ? l.paid : l.failed}</p>
      {detail ? <p className="mt-1 text-sm text-ink">{detail}</p> : null}
    </div>
  );
}
