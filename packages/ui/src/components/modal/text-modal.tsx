import type * as React from 'react';
import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle } from './modal.tsx';

export type TextModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string | null | undefined;
  /** What follows the text (a form the page puts in the window); the window is wider then. */
  children?: React.ReactNode;
};

/**
 * A short text under a title, closed with the corner button or Escape: a row's info text, or why a
 * lawyer cannot be chosen. Unlike InfoModal it asks for no acknowledgement.
 */
export function TextModal({ open, onOpenChange, title, text, children }: TextModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <TextModalContent title={title} text={text}>
        {children}
      </TextModalContent>
    </Modal>
  );
}

/** TextModal's window, for a dialog opened by a trigger of its own. */
export function TextModalContent({
  title,
  text,
  children,
}: Pick<TextModalProps, 'title' | 'text' | 'children'>) {
  return (
    <ModalContent size={children ? 'md' : 'sm'} aria-describedby={undefined}>
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
      </ModalHeader>
      <ModalBody className={children ? 'space-y-4' : undefined}>
        <p>{text}</p>
        {children}
      </ModalBody>
    </ModalContent>
  );
}
