import {
  type CountdownPart,
  applicationCountdown,
  countdownFromSeconds,
  formatCountdown,
  formatCountdownPart,
} from '@meslektas/domain';
import { type VariantProps, cva } from 'class-variance-authority';
import { Clock } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const countdownVariants = cva(
  'inline-flex items-center gap-1.5 rounded-[var(--radius-control)] px-2 py-1 font-mono text-sm font-semibold tabular-nums',
  {
    variants: {
      tone: {
        danger: 'bg-danger-50 text-danger',
        warning: 'bg-warning-50 text-warning',
        plain: 'text-ink',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

export type CountdownProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof countdownVariants> & {
    /** Start of the window: the task's createdAt, or the moment a server countdown was read. */
    createdAt: string | number | Date;
    /**
     * Length of the window. Left out, it is the spec's 15-minute application window (domain's
     * rule); given, the countdown ends `windowSeconds` after `createdAt` (status boxes, offers).
     */
    windowSeconds?: number;
    /**
     * A fixed clock. When given the display does not tick, which keeps stories and screenshots
     * stable; without it the component reads the clock every second.
     */
    now?: Date;
    onExpire?: () => void;
    /** Show only the minutes or only the seconds (two digits); the accessible name keeps mm:ss. */
    part?: CountdownPart;
    /** Accessible name of the timer; the visible text is only the time left. */
    label?: string;
    expiredLabel?: string;
  };

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  // Epoch seconds and milliseconds both occur; 'YYYY-MM-DD HH:mm:ss' needs the T to parse.
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'));
}

/**
 * The application countdown in mm:ss (a longer window in hours, or days and hours); the arithmetic
 * and the format are domain's, this only renders and ticks.
 */
export function Countdown({
  createdAt,
  windowSeconds,
  now,
  onExpire,
  part,
  label = 'Kalan süre',
  expiredLabel = 'Süre doldu',
  tone,
  className,
  ...props
}: CountdownProps) {
  const [tick, setTick] = React.useState(() => new Date());
  const fixed = now !== undefined;
  const clock = now ?? tick;
  const start = toDate(createdAt);
  const value =
    windowSeconds === undefined
      ? applicationCountdown(start, clock)
      : countdownFromSeconds(windowSeconds, start, clock);

  React.useEffect(() => {
    if (fixed || value.ended) return;
    const id = window.setInterval(() => setTick(new Date()), 1000);
    return () => window.clearInterval(id);
  }, [fixed, value.ended]);

  const expiredOnce = React.useRef(false);
  React.useEffect(() => {
    if (value.ended && !expiredOnce.current) {
      expiredOnce.current = true;
      onExpire?.();
    }
  }, [value.ended, onExpire]);

  const text = formatCountdown(value);
  return (
    <span
      data-slot="countdown"
      role="timer"
      aria-label={value.ended ? expiredLabel : `${label}: ${text}`}
      data-expired={value.ended || undefined}
      className={cn(countdownVariants({ tone }), className)}
      {...props}
    >
      <Clock aria-hidden className="size-4" />
      {part ? formatCountdownPart(value, part) : text}
    </span>
  );
}
