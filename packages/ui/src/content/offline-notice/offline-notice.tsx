import { WifiOff } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const offlineNoticeLabels = {
  text: 'Çevrimdışısınız. Bağlantınız geri geldiğinde bilgiler güncellenecek; o zamana kadar işlem yapılamaz.',
};

export type OfflineNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  labels?: Partial<typeof offlineNoticeLabels>;
};

/** The band at the top of every page while the device has no connection (the installed app opens offline). */
export function OfflineNotice({ labels, className, ...props }: OfflineNoticeProps) {
  const l = { ...offlineNoticeLabels, ...labels };
  return (
    <div
      data-slot="offline-notice"
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 bg-warning-50 px-4 py-2 text-center text-sm font-medium text-warning',
        className,
      )}
      {...props}
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>{l.text}</span>
    </div>
  );
}
