import { Megaphone } from 'lucide-react';
import type * as React from 'react';
import { ActionBanner } from '../action-banner/action-banner.tsx';

export const giveTaskBannerLabels = {
  title: 'Adliyeye gidemiyor musunuz?',
  text: 'Görevinizi oluşturun, adliyedeki meslektaşlarınız 15 dakika içinde başvursun.',
  action: 'Görev Ver',
};

export type GiveTaskBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  href?: string;
  labels?: Partial<typeof giveTaskBannerLabels>;
};

export function GiveTaskBanner({ href = '/gorev-ver', labels, ...props }: GiveTaskBannerProps) {
  const l = { ...giveTaskBannerLabels, ...labels };
  return (
    <ActionBanner
      {...props}
      data-slot="give-task-banner"
      tone="brand"
      icon={Megaphone}
      iconClassName="text-brand-700"
      title={l.title}
      text={l.text}
      textClassName="text-muted"
      href={href}
      action={l.action}
    />
  );
}
