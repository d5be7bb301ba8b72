import { Megaphone, Pause, Play } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/link.tsx';

export type SiteNotice = { id: string | number; title: string; href?: string };

export type NoticeBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  notices: readonly SiteNotice[];
  /** The spec rotates every 3 seconds. */
  rotateMs?: number;
  label?: string;
  /** The explicit control that stops and restarts the rotation (WCAG 2.2.2). */
  pauseLabel?: string;
  playLabel?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One site notice at a time, changing every `rotateMs` (the spec's 3 seconds). Rotation stops while
 * keyboard focus is on the notice, and with the banner's own stop/play button (WCAG 2.2.2); a user
 * who asks for reduced motion starts stopped and may start it with the same button. A pointer
 * resting on the banner does not stop it. While it rotates the text is not announced (the screen
 * reader would be interrupted every 3 seconds); stopped, a change is announced politely.
 */
export function NoticeBanner({
  notices,
  rotateMs = 3000,
  label = 'Duyurular',
  pauseLabel = 'Duyuruları durdur',
  playLabel = 'Duyuruları oynat',
  className,
  ...props
}: NoticeBannerProps) {
  const [index, setIndex] = React.useState(0);
  const [stopped, setStopped] = React.useState(prefersReducedMotion);
  const [focused, setFocused] = React.useState(false);
  const count = notices.length;
  const rotating = count > 1 && rotateMs > 0 && !stopped && !focused;

  React.useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), rotateMs);
    return () => window.clearInterval(id);
  }, [rotating, count, rotateMs]);

  if (!count) return null;
  const notice = notices[index % count]!;
  return (
    <div
      data-slot="notice-banner"
      data-rotating={rotating || undefined}
      role="region"
      aria-label={label}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-[var(--radius-control)] bg-brand-50 px-3 py-1 text-sm text-brand-900',
        className,
      )}
      {...props}
    >
      <Megaphone aria-hidden className="size-4 shrink-0 text-brand-700" />
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="min-w-0 flex-1 truncate"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {notice.href ? (
          // A block 24 px high, so a finger's target is as tall as WCAG's minimum (2.5.8).
          <Link href={notice.href} className="block truncate py-0.5 font-medium hover:underline">
            {notice.title}
          </Link>
        ) : (
          <span className="block truncate py-0.5 font-medium">{notice.title}</span>
        )}
      </div>
      {count > 1 ? (
        <>
          <span className="shrink-0 text-xs tabular-nums text-brand-700" aria-hidden>
            {(index % count) + 1}/{count}
          </span>
          <button
            type="button"
            data-slot="notice-banner-toggle"
            aria-label={stopped ? playLabel : pauseLabel}
            className="grid size-6 shrink-0 place-items-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
          </button>
        </>
      ) : null}
    </div>
  );
}
