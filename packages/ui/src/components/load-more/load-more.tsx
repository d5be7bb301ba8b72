import { showLoadMore } from '@meslektas/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';

export type LoadMoreProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Total pages (or items) the server reports. */
  total: number;
  /** Pages (or items) already shown, in the same unit as `total`. */
  current: number;
  onLoadMore: () => void;
  busy?: boolean;
  label?: string;
  busyLabel?: string;
};

/** Renders nothing when the server has nothing more to give. */
export function LoadMore({
  total,
  current,
  onLoadMore,
  busy = false,
  label = 'Daha Fazla Göster',
  busyLabel = 'Lütfen Bekleyiniz...',
  className,
  ...props
}: LoadMoreProps) {
  if (!showLoadMore(total, current)) return null;
  return (
    <div data-slot="load-more" className={cn('flex justify-center py-2', className)} {...props}>
      <Button variant="outline" busy={busy} busyLabel={busyLabel} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
