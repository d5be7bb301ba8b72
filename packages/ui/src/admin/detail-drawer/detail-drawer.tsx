import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type DetailDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Action buttons at the drawer's foot. */
  footer?: React.ReactNode;
  closeLabel?: string;
  children: React.ReactNode;
  className?: string;
};

/** A record's details in a panel sliding in from the right; full width on phones. */
export function DetailDrawer({
  open,
  onOpenChange,
  title,
  description,
  footer,
  closeLabel = 'Kapat',
  children,
  className,
}: DetailDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="detail-drawer-overlay" className="fixed inset-0 z-40 bg-ink/40" />
        <DialogPrimitive.Content
          data-slot="detail-drawer"
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-y-0 right-0 z-40 flex w-full max-w-lg flex-col bg-surface text-ink shadow-[var(--shadow-overlay)] focus:outline-none',
            className,
          )}
        >
          <header
            data-slot="detail-drawer-header"
            className="flex items-start gap-3 border-b border-line p-5"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold leading-6 break-words">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-sm text-muted">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="rounded-[var(--radius-control)] p-1 text-muted hover:bg-canvas hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </header>
          <div data-slot="detail-drawer-body" className="flex-1 overflow-y-auto p-5">
            {children}
          </div>
          {footer ? (
            <footer
              data-slot="detail-drawer-footer"
              className="flex flex-wrap gap-2 border-t border-line p-5"
            >
              {footer}
            </footer>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A record's facts in a drawer: a name and its value a row. */
export function DetailList({ className, ...props }: React.ComponentProps<'dl'>) {
  return <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm', className)} {...props} />;
}

/** One fact of a `DetailList`. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
