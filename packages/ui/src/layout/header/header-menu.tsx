import * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu/dropdown-menu.tsx';

export type HeaderMenuProps = {
  /** The header's button that opens the menu. */
  trigger: React.ReactElement;
  /** The menu's items; `close` shuts the menu (a router link's click must call it). */
  children: (close: () => void) => React.ReactNode;
  contentClassName?: string;
  defaultOpen?: boolean;
};

/**
 * A header dropdown whose items may be router links. Controlled, because router links cancel the
 * click event and Radix then skips its own close; not modal, so the page behind stays usable.
 */
export function HeaderMenu({ trigger, children, contentClassName, defaultOpen }: HeaderMenuProps) {
  const [open, setOpen] = React.useState(defaultOpen ?? false);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className={contentClassName}>{children(() => setOpen(false))}</DropdownMenuContent>
    </DropdownMenu>
  );
}
