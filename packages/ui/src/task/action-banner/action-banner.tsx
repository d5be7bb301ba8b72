import type { VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Button, type buttonVariants } from '../../components/button/button.tsx';
import { Card, type cardVariants } from '../../components/card/card.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export type ActionBannerProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  tone: VariantProps<typeof cardVariants>['tone'];
  /** Drawn at the banner's size and hidden from screen readers; its colour in `iconClassName`. */
  icon: LucideIcon;
  iconClassName?: string;
  title: React.ReactNode;
  text: React.ReactNode;
  textClassName?: string;
  /** The page the button leads to, and its words. */
  href: string;
  action: React.ReactNode;
  actionVariant?: VariantProps<typeof buttonVariants>['variant'];
  /** Shown between the text and the button (a campaign's countdown). */
  children?: React.ReactNode;
};

/**
 * A home page banner that invites one step: an icon, a heading and a sentence, and the button to
 * the page that takes it. On a phone the button moves under the text instead of squeezing it.
 */
export function ActionBanner({
  tone,
  icon: Icon,
  iconClassName,
  title,
  text,
  textClassName,
  href,
  action,
  actionVariant,
  className,
  children,
  ...props
}: ActionBannerProps) {
  return (
    <Card
      data-slot="action-banner"
      tone={tone}
      className={cn('flex-row flex-wrap items-center', className)}
      {...props}
    >
      <Icon aria-hidden className={cn('size-6 shrink-0 sm:size-8', iconClassName)} />
      {/* At least 14rem for the text. */}
      <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1">
        <h2 className="text-base font-semibold">{title}</h2>
        <p className={cn('text-sm', textClassName)}>{text}</p>
      </div>
      {children}
      <Button asChild variant={actionVariant} className="w-full sm:w-auto">
        <Link href={href}>{action}</Link>
      </Button>
    </Card>
  );
}
