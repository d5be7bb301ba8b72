import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle } from './modal.tsx';

export type TextModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string | null | undefined;
};

/**
 * A short text under a title, closed with the corner button or Escape: a row's info text, or why a
 * lawyer cannot be chosen. Unlike InfoModal it asks for no acknowledgement.
 */
export function TextModal({ open, onOpenChange, title, text }: TextModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <TextModalContent title={title} text={text} />
    </Modal>
  );
}

/** TextModal's window, for a dialog opened by a trigger of its own. */
export function TextModalContent({ title, text }: Pick<TextModalProps, 'title' | 'text'>) {
  return (
    <ModalContent size="sm" aria-describedby={undefined}>
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p>{text}</p>
      </ModalBody>
    </ModalContent>
  );
}
