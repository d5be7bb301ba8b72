import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

/** What every record drawer of the console takes besides its record and its actions. */
export type RecordDrawerProps<Labels> = {
  open: boolean;
  onClose: () => void;
  loading?: boolean;
  /** The record could not be loaded: shown instead of it. */
  error?: string | null;
  labels?: Partial<Labels>;
};

export type DetailDrawerProps<Record = unknown> = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the drawer is closed (its close button, Escape, a click beside it). */
  onClose?: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Action buttons at the drawer's foot. */
  footer?: React.ReactNode;
  closeLabel?: string;
  /** The body, or how to draw the record once it is loaded (with `record`). */
  children: React.ReactNode | ((record: Record) => React.ReactNode);
  /** The record the body shows; while it is null the body is a loading skeleton. */
  record?: Record | null;
  loading?: boolean;
  /** Shown instead of the body when the record could not be loaded. */
  error?: string | null;
  /** The loading skeleton's accessible name. */
  loadingLabel?: string;
  className?: string;
};

/** A record's details in a panel sliding in from the right; full width on phones. */
export function DetailDrawer<Record>({
  open,
  onOpenChange,
  onClose,
  title,
  description,
  footer,
  closeLabel = 'Kapat',
  children,
  record,
  loading,
  error,
  loadingLabel,
  className,
}: DetailDrawerProps<Record>) {
  let body: React.ReactNode;
  if (error) body = <EmptyState tone="error" title={error} />;
  else if (loading || record === null) body = <SkeletonList rows={3} label={loadingLabel} />;
  else body = typeof children === 'function' ? children(record as Record) : children;
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) onClose?.();
      }}
    >
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
            {body}
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

/** A titled part of a drawer's body (what the lawyer wrote, the answer, the images). */
export function DetailSection({
  title,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'section'>, 'title'> & { title: string }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)} {...props}>
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
