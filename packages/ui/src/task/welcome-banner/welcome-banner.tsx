import { type User, showWelcomeBanner } from '@meslektas/domain';
import { Crown } from 'lucide-react';
import type * as React from 'react';
import { Countdown } from '../../components/countdown/countdown.tsx';
import { ActionBanner } from '../action-banner/action-banner.tsx';

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
  ...props
}: WelcomeBannerProps) {
  const l = { ...welcomeBannerLabels, ...labels };
  if (!showWelcomeBanner(user)) return null;
  const welcome = user.new_user;
  return (
    <ActionBanner
      {...props}
      data-slot="welcome-banner"
      data-kind={welcome ? 'welcome' : 'upgrade'}
      tone="warning"
      icon={Crown}
      iconClassName="text-pro"
      title={welcome ? l.welcomeTitle : l.upgradeTitle}
      text={welcome ? l.welcomeText : l.upgradeText}
      href={href}
      action={l.action}
      actionVariant="warning"
    >
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
    </ActionBanner>
  );
}
