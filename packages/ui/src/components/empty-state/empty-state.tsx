import { CircleAlert, Inbox } from 'lucide-react';
import { EmptyStateFrame, type EmptyStateProps } from './empty-state-frame.tsx';

export type { EmptyStateProps };

export function EmptyState({
  tone = 'empty',
  icon = tone === 'error' ? (
    <CircleAlert aria-hidden className="size-8" />
  ) : (
    <Inbox aria-hidden className="size-8" />
  ),
  ...props
}: EmptyStateProps) {
  return <EmptyStateFrame tone={tone} icon={icon} {...props} />;
}
