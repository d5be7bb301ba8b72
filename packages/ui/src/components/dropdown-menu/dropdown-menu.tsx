import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { slotted } from '../../lib/slotted.tsx';

export function DropdownMenu(props: React.ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

export function DropdownMenuTrigger(props: React.ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface p-1 text-sm text-ink shadow-[var(--shadow-overlay)]',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  tone = 'default',
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Item> & { tone?: 'default' | 'danger' }) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-[calc(var(--radius-control)-2px)] px-2.5 py-2 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        tone === 'danger' && 'text-danger data-[highlighted]:bg-danger-50',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuLabel = slotted(
  MenuPrimitive.Label,
  'dropdown-menu-label',
  'px-2.5 py-2 text-xs font-semibold text-muted',
);

export const DropdownMenuSeparator = slotted(
  MenuPrimitive.Separator,
  'dropdown-menu-separator',
  '-mx-1 my-1 h-px bg-line',
);

export const DropdownMenuGroup = MenuPrimitive.Group;
