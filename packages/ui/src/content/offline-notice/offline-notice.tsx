import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { LineIcon } from '../../lib/line-icon.tsx';

export const offlineNoticeLabels = {
  text: 'Çevrimdışısınız. Bağlantınız geri geldiğinde bilgiler güncellenecek; o zamana kadar işlem yapılamaz.',
};

export type OfflineNoticeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  labels?: Partial<typeof offlineNoticeLabels>;
};

/** lucide's WifiOff drawn inline: every first paint, the login's included, carries this band. */
function WifiOffIcon() {
  return (
    <LineIcon className="size-4 shrink-0">
      <path d="M12 20h.01" />
      <path d="M8.5 16.429a5 5 0 0 1 7 0" />
      <path d="M5 12.859a10 10 0 0 1 5.17-2.69" />
      <path d="M19 12.859a10 10 0 0 0-2.007-1.523" />
      <path d="M2 8.82a15 15 0 0 1 4.177-2.643" />
      <path d="M22 8.82a15 15 0 0 0-11.288-3.764" />
      <path d="m2 2 20 20" />
    </LineIcon>
  );
}

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
      <WifiOffIcon />
      <span>{l.text}</span>
    </div>
  );
}
