import { distanceLabel } from '@meslektas/domain';
import { MapPin } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeProps } from '../badge/badge.tsx';

export type DistanceBadgeProps = Omit<BadgeProps, 'children'> & {
  /** Whole kilometres; null or undefined when either side's coordinates are missing. */
  km: number | null | undefined;
  /** Shown when the distance is unknown; leave undefined to render nothing instead. */
  unknownLabel?: string;
  /** Prefix read by screen readers only, since the pin icon carries no text. */
  srPrefix?: string;
};

export function DistanceBadge({
  km,
  unknownLabel,
  srPrefix = 'Uzaklık:',
  tone = 'info',
  className,
  ...props
}: DistanceBadgeProps) {
  const known = typeof km === 'number' && Number.isFinite(km);
  if (!known && unknownLabel === undefined) return null;
  const text: React.ReactNode = known ? distanceLabel(Math.max(0, Math.floor(km))) : unknownLabel;
  return (
    <Badge data-slot="distance-badge" tone={known ? tone : 'secondary'} className={cn(className)} {...props}>
      <MapPin aria-hidden />
      <span className="sr-only">{srPrefix} </span>
      {text}
    </Badge>
  );
}
