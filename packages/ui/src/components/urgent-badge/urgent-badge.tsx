import { Zap } from 'lucide-react';
import { Badge, type BadgeProps } from '../badge/badge.tsx';

export type UrgentBadgeProps = Omit<BadgeProps, 'tone' | 'solid' | 'asChild' | 'children'> & {
  label?: string;
};

/** The mark of an urgent task ('Acil'): the same red badge with its lightning on every screen. */
export function UrgentBadge({ label = 'Acil', ...props }: UrgentBadgeProps) {
  return (
    <Badge data-slot="urgent-badge" tone="danger" solid {...props}>
      <Zap aria-hidden />
      {label}
    </Badge>
  );
}
