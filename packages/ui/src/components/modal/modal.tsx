import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type VariantProps, cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { slotted } from '../../lib/slotted.tsx';
import { Button } from '../button/button.tsx';

export function Modal(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="modal" {...props} />;
}

export function ModalTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />;
}

export function ModalClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="modal-close" {...props} />;
}

export const modalContentVariants = cva(
  'fixed z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col gap-4 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-5 text-ink shadow-[var(--shadow-overlay)] left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 focus:outline-none',
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ModalContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof modalContentVariants> & {
    /** Accessible name of the corner close button; `null` hides the button. */
    closeLabel?: string | null;
  };

export function ModalContent({
  className,
  size,
  closeLabel = 'Kapat',
  children,
  ...props
}: ModalContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="modal-overlay" className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        data-slot="modal-content"
        className={cn(modalContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            data-slot="modal-corner-close"
            className="absolute right-3 top-3 rounded-[var(--radius-control)] p-1 text-muted hover:bg-canvas hover:text-ink"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function ModalHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="modal-header" className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

/** Every modal needs one: Radix names the dialog after it, and screen readers read it first. */
export const ModalTitle = slotted(DialogPrimitive.Title, 'modal-title', 'text-lg font-semibold leading-6');

export const ModalDescription = slotted(
  DialogPrimitive.Description,
  'modal-description',
  'text-sm text-muted',
);

export function ModalBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="modal-body" className={cn('flex flex-col gap-3 text-sm', className)} {...props} />;
}

export function ModalFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type ModalFrameProps = Omit<ModalContentProps, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  titleClassName?: string;
  /** Under the title, and the window's accessible description; without it the window has none. */
  description?: React.ReactNode;
  /** The footer's buttons, usually a `ModalCloseButton` and an action; none: no footer. */
  footer?: React.ReactNode;
  footerClassName?: string;
  bodyProps?: React.ComponentProps<'div'> & { 'data-slot'?: string };
};

/**
 * The window most dialogs are: a title (and a description), the body, and the footer's buttons.
 * A window with a footer closes by its buttons (the corner one only where `closeLabel` names it);
 * one without keeps the corner button.
 */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  titleClassName,
  description,
  footer,
  footerClassName,
  bodyProps,
  closeLabel = footer ? null : undefined,
  children,
  ...props
}: ModalFrameProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        closeLabel={closeLabel}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        {...props}
      >
        <ModalHeader>
          <ModalTitle className={titleClassName}>{title}</ModalTitle>
          {description === undefined ? null : <ModalDescription>{description}</ModalDescription>}
        </ModalHeader>
        <ModalBody {...bodyProps}>{children}</ModalBody>
        {footer ? <ModalFooter className={footerClassName}>{footer}</ModalFooter> : null}
      </ModalContent>
    </Modal>
  );
}

/** The footer's button that closes the window ('Kapat', 'Vazgeç'). */
export function ModalCloseButton({ children }: { children: React.ReactNode }) {
  return (
    <ModalClose asChild>
      <Button variant="secondary">{children}</Button>
    </ModalClose>
  );
}
