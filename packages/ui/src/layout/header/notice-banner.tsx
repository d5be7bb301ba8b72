import { Megaphone } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { AnchorLink, type LinkComponent } from '../nav/link.tsx';
import { type CanLinkTo, everyLink } from '../nav/nav-item.ts';

export type SiteNotice = { id: string | number; title: string; href?: string };

export type NoticeBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  notices: readonly SiteNotice[];
  /** The spec rotates every 3 seconds. */
  rotateMs?: number;
  LinkComponent?: LinkComponent;
  /** A notice whose page does not exist yet shows its title without a link. */
  canLinkTo?: CanLinkTo;
  label?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One site notice at a time, changing every `rotateMs`. Rotation pauses while the pointer or
 * keyboard focus is inside (WCAG 2.2.2) and does not run for users who ask for reduced motion.
 */
export function NoticeBanner({
  notices,
  rotateMs = 3000,
  LinkComponent = AnchorLink,
  canLinkTo = everyLink,
  label = 'Duyurular',
  className,
  ...props
}: NoticeBannerProps) {
  const [index, setIndex] = React.useState(0);
  const [paused, setPaused] = React.useState(false);
  const count = notices.length;

  React.useEffect(() => {
    if (count < 2 || paused || rotateMs <= 0 || prefersReducedMotion()) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), rotateMs);
    return () => window.clearInterval(id);
  }, [count, paused, rotateMs]);

  if (!count) return null;
  const notice = notices[index % count]!;
  return (
    <div
      data-slot="notice-banner"
      role="region"
      aria-label={label}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-[var(--radius-control)] bg-brand-50 px-3 py-1.5 text-sm text-brand-900',
        className,
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...props}
    >
      <Megaphone aria-hidden className="size-4 shrink-0 text-brand-700" />
      <div aria-live="polite" className="min-w-0 flex-1 truncate">
        {notice.href && canLinkTo(notice.href) ? (
          <LinkComponent href={notice.href} className="font-medium hover:underline">
            {notice.title}
          </LinkComponent>
        ) : (
          <span className="font-medium">{notice.title}</span>
        )}
      </div>
      {count > 1 ? (
        <span className="shrink-0 text-xs tabular-nums text-brand-700" aria-hidden>
          {(index % count) + 1}/{count}
        </span>
      ) : null}
    </div>
  );
}
