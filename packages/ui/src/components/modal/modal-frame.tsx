import type * as React from 'react';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from './modal.tsx';

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
 * The window most dialogs are: a title (and a description), the body, and the footer's buttons,
 * closed by a button of the footer rather than the corner one unless `closeLabel` names it.
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
  closeLabel = null,
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
