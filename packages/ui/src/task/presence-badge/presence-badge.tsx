import { MapPin } from 'lucide-react';
import { Badge } from '../../components/badge/badge.tsx';
import { cn } from '../../lib/cn.ts';

export const presenceBadgeLabels = {
  present: 'Adliyede',
  /** Read out with the badge: what it means. */
  title: 'Avukat şu an görevin adliyesinde olduğunu bildirdi',
};

export type PresenceBadgeProps = {
  labels?: Partial<typeof presenceBadgeLabels>;
  className?: string;
};

/** 'Adliyede': the lawyer said "Adliyedeyim" at the task's courthouse and is there now. */
export function PresenceBadge({ labels, className }: PresenceBadgeProps) {
  const l = { ...presenceBadgeLabels, ...labels };
  return (
    <Badge tone="success" title={l.title} data-slot="presence-badge" className={cn(className)}>
      <MapPin aria-hidden />
      {l.present}
    </Badge>
  );
}
