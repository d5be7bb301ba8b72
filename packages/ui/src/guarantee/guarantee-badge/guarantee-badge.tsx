import { type GuaranteeState, guaranteeStateTexts } from '@meslektas/domain';
import { cva } from 'class-variance-authority';
import { Ban, CircleCheck, Clock, Scale, ShieldCheck, Undo2 } from 'lucide-react';
import type * as React from 'react';
import { type BadgeProps, Badge, badgeVariants } from '../../components/badge/badge.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A payment's state in the badge tones: waiting (warning), held (brand), paid out (success), given
 * back or shared (info), not taken (danger, neutral once abandoned). The tones are Badge's own.
 */
export const guaranteeBadgeVariants = cva('', {
  variants: {
    state: {
      created: badgeVariants({ tone: 'warning' }),
      pending_3ds: badgeVariants({ tone: 'warning' }),
      held: badgeVariants({ tone: 'primary' }),
      releasing: badgeVariants({ tone: 'primary' }),
      refunding: badgeVariants({ tone: 'info' }),
      released: badgeVariants({ tone: 'success' }),
      refunded: badgeVariants({ tone: 'info' }),
      split: badgeVariants({ tone: 'info' }),
      failed: badgeVariants({ tone: 'danger' }),
      abandoned: badgeVariants({ tone: 'secondary' }),
    } satisfies Record<GuaranteeState, string>,
  },
});

const icons: Record<GuaranteeState, React.ComponentType<{ 'aria-hidden'?: boolean }>> = {
  created: Clock,
  pending_3ds: Clock,
  held: ShieldCheck,
  releasing: Clock,
  refunding: Clock,
  released: CircleCheck,
  refunded: Undo2,
  split: Scale,
  failed: Ban,
  abandoned: Ban,
};

export type GuaranteeBadgeProps = Omit<BadgeProps, 'tone' | 'solid' | 'asChild' | 'children'> & {
  state: GuaranteeState;
  /** The words of each state; domain's `guaranteeStateTexts` unless replaced. */
  texts?: Partial<Record<GuaranteeState, string>>;
};

/** The payment's state on a task, as both parties see it: 'Ödeme güvencede' while it is held. */
export function GuaranteeBadge({ state, texts, className, ...props }: GuaranteeBadgeProps) {
  const Icon = icons[state];
  return (
    <Badge
      data-slot="guarantee-badge"
      data-state={state}
      className={cn(guaranteeBadgeVariants({ state }), className)}
      {...props}
    >
      <Icon aria-hidden />
      {texts?.[state] ?? guaranteeStateTexts[state]}
    </Badge>
  );
}
