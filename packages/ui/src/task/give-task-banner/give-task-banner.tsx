import { Megaphone } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Link } from '../../lib/link.tsx';
import { cn } from '../../lib/cn.ts';

export const giveTaskBannerLabels = {
  title: 'Adliyeye gidemiyor musunuz?',
  text: 'Görevinizi oluşturun, adliyedeki meslektaşlarınız 15 dakika içinde başvursun.',
  action: 'Görev Ver',
};

export type GiveTaskBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  href?: string;
  labels?: Partial<typeof giveTaskBannerLabels>;
};

export function GiveTaskBanner({ href = '/gorev-ver', labels, className, ...props }: GiveTaskBannerProps) {
  const l = { ...giveTaskBannerLabels, ...labels };
  return (
    <Card
      data-slot="give-task-banner"
      tone="brand"
      className={cn('flex-row flex-wrap items-center', className)}
      {...props}
    >
      <Megaphone aria-hidden className="size-6 shrink-0 sm:size-8 text-brand-700" />
      {/* At least 14rem for the text: on a phone the button moves under it instead of squeezing it. */}
      <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1">
        <h2 className="text-base font-semibold">{l.title}</h2>
        <p className="text-sm text-muted">{l.text}</p>
      </div>
      <Button asChild className="w-full sm:w-auto">
        <Link href={href}>{l.action}</Link>
      </Button>
    </Card>
  );
}
