import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Sidebar, type SidebarProps } from '../sidebar/sidebar.tsx';
import { NavDrawerButton } from './nav-drawer-button.tsx';

export type NavDrawerProps = {
  /** The sidebar's data: the drawer shows the same sidebar, with every menu it has. */
  sidebar?: Omit<SidebarProps, 'currentPath' | 'as'>;
  /** Another navigation in the panel instead of the lawyers' sidebar (the operator console's). */
  children?: React.ReactNode;
  currentPath?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The menu button's name. */
  label?: string;
  title?: string;
  closeLabel?: string;
  /** Classes of the menu button (the shell hides it from the `lg` breakpoint). */
  className?: string;
};

/**
 * The phone's whole navigation: a button that opens the sidebar in a panel from the left. A modal
 * dialog (focus stays inside, Escape closes, focus goes back to the button); following any of its
 * links closes it.
 */
export function NavDrawer({
  sidebar,
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label = 'Menü',
  title = 'Menü',
  closeLabel = 'Menüyü kapat',
  className,
  children,
}: NavDrawerProps) {
  const [inner, setInner] = React.useState(defaultOpen);
  const open = openProp ?? inner;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setInner(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  // A page change by other means (back button, a redirect) closes it too.
  const shownPath = React.useRef(currentPath);
  React.useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    setOpen(false);
  }, [currentPath, setOpen]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <NavDrawerButton aria-label={label} className={className} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="nav-drawer-overlay" className="fixed inset-0 z-50 bg-ink/50" />
        <DialogPrimitive.Content
          data-slot="nav-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-surface shadow-[var(--shadow-overlay)] focus:outline-none"
          onClick={(event) => {
            // Router links cancel the click, so the drawer closes itself when one is followed.
            if ((event.target as Element).closest('a[href]')) setOpen(false);
          }}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              data-slot="nav-drawer-close"
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {sidebar ? (
            <Sidebar
              {...sidebar}
              as="div"
              currentPath={currentPath}
              className={cn('w-full', sidebar.className)}
            />
          ) : (
            children
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
