import { type User, showWelcomeBanner } from '@meslektas/domain';
import { Crown } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const welcomeBannerLabels = {
  welcomeTitle: 'Meslektaş’a Hoş Geldiniz!',
  welcomeText: 'Size özel Pro üyelik indirimi süre dolmadan geçerli.',
  upgradeTitle: 'Pro Üyeliğinizi Yenileyin',
  upgradeText: 'Pro üyeliğe dönüşünüze özel indirim süre dolmadan geçerli.',
  action: 'Pro Üye Ol',
  countdown: 'Kampanyanın bitmesine kalan süre',
  expired: 'Kampanya süresi doldu',
};

export type WelcomeBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  user: Pick<User, 'vip' | 'new_user' | 'old_premium' | 'countdown'>;
  /** When the user record was fetched: `countdown` seconds run from here. */
  fetchedAt: Date;
  /** A fixed clock for stories and tests; without it the countdown ticks. */
  now?: Date;
  href?: string;
  labels?: Partial<typeof welcomeBannerLabels>;
};

/** For non-Pro users who are new (welcome) or were Pro before (upgrade); renders nothing otherwise. */
export function WelcomeBanner({
  user,
  fetchedAt,
  now,
  href = '/premium-uyelik',
  labels,
  className,
  ...props
}: WelcomeBannerProps) {
  const l = { ...welcomeBannerLabels, ...labels };
  if (!showWelcomeBanner(user)) return null;
  const welcome = user.new_user;
  return (
    <Card
      data-slot="welcome-banner"
      data-kind={welcome ? 'welcome' : 'upgrade'}
      tone="warning"
      className={cn('flex-row flex-wrap items-center', className)}
      {...props}
    >
      <Crown aria-hidden className="size-6 shrink-0 sm:size-8 text-pro" />
      {/* At least 14rem for the text: on a phone the button moves under it instead of squeezing it. */}
      <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1">
        <h2 className="text-base font-semibold">{welcome ? l.welcomeTitle : l.upgradeTitle}</h2>
        <p className="text-sm">{welcome ? l.welcomeText : l.upgradeText}</p>
      </div>
      {user.countdown ? (
        <Countdown
          tone="warning"
          className="bg-surface"
          createdAt={fetchedAt}
          windowSeconds={user.countdown}
          now={now}
          label={l.countdown}
          expiredLabel={l.expired}
        />
      ) : null}
      <Button asChild variant="warning" className="w-full sm:w-auto">
        <Link href={href}>{l.action}</Link>
      </Button>
    </Card>
  );
}
