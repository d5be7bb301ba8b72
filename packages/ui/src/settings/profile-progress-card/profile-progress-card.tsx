import type { ProgressInfo } from '@meslektas/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const profileProgressCardLabels = {
  progress: 'Profil Doluluk Oranı',
  button: 'Tamamla',
  loading: 'Profil doluluk oranı yükleniyor',
  error: 'Profil doluluk oranı yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type ProfileProgressCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** auth/progress; undefined while loading. */
  value?: ProgressInfo;
  error?: boolean;
  onRetry?: () => void;
  labels?: Partial<typeof profileProgressCardLabels>;
};

/** Profile completeness: the server's percent and one line per item, with a button while it is to do. */
export function ProfileProgressCard({
  value,
  error = false,
  onRetry,
  labels,
  className,
  ...props
}: ProfileProgressCardProps) {
  const l = { ...profileProgressCardLabels, ...labels };
  if (error) {
    return (
      <div data-slot="profile-progress-card" className={cn('space-y-3', className)} {...props}>
        <p role="alert" className="text-sm text-danger">
          {l.error}
        </p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {l.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!value) {
    return (
      <div
        data-slot="profile-progress-card"
        role="status"
        aria-label={l.loading}
        className={cn('space-y-3', className)}
        {...props}
      >
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  return (
    <div data-slot="profile-progress-card" className={cn('space-y-4', className)} {...props}>
      <ProgressBar
        value={value.progress}
        label={l.progress}
        tone={value.progress === 100 ? 'success' : 'brand'}
      />
      <ul className="space-y-3">
        {value.texts.map((item) => {
          const done = !item.buttonShown;
          return (
            <li
              key={item.type}
              data-slot="profile-progress-item"
              data-done={done}
              className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line p-3"
            >
              {done ? (
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{item.text}</p>
                <p className="text-sm text-muted">{item.body}</p>
              </div>
              {item.buttonShown && item.url ? (
                <Button asChild size="sm" variant="outline">
                  <Link href={item.url} aria-label={`${item.text}: ${l.button}`}>
                    {l.button}
                  </Link>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
