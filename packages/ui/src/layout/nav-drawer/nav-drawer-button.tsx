import { Menu } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** The phone's menu button: the navigation drawer's trigger. */
export function NavDrawerButton({ className, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50',
        className,
      )}
      {...props}
      data-slot="nav-drawer-trigger"
    >
      <Menu aria-hidden className="size-6" />
    </button>
  );
}
