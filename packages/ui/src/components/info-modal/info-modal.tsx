import type * as React from 'react';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../modal/modal.tsx';

export const infoModalLabels = { title: 'Bilgi', close: 'Kapat' };

export type InfoModalAction = {
  label: string;
  /** Runs after the modal has asked to close (the app navigates here). */
  onClick: () => void;
};

export type InfoModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message; line breaks in a string are kept. */
  text: React.ReactNode;
  /** A heading of this message's own; without one the modal is titled `labels.title`. */
  title?: string;
  /** A second button beside 'Kapat' that closes the modal and does something. */
  action?: InfoModalAction;
  labels?: Partial<typeof infoModalLabels>;
};

/** A message the user must acknowledge: title, text, 'Kapat' and an optional action. */
export function InfoModal({ open, onOpenChange, text, title, action, labels }: InfoModalProps) {
  const l = { ...infoModalLabels, ...labels };
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm" data-slot="info-modal" closeLabel={null}>
        <ModalHeader>
          <ModalTitle>{title || l.title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription className="whitespace-pre-line break-words text-ink">{text}</ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">{l.close}</Button>
          </ModalClose>
          {action ? (
            <ModalClose asChild>
              <Button data-slot="info-modal-action" onClick={action.onClick}>
                {action.label}
              </Button>
            </ModalClose>
          ) : null}
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
