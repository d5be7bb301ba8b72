import type * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';

/** The server's refusal of a catalogue change: its message and the fields it names. */
export type CatalogRefusal = { message: string; fields?: Partial<Record<string, string>> };

export type CatalogDialogProps = {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  /** The server's refusal that names no field. */
  error?: string | null;
  submitLabel?: string;
  cancelLabel?: string;
  children: React.ReactNode;
};

/** The console's catalogue editing dialog: fields, the refusal, Vazgeç and Kaydet. */
export function CatalogDialog({
  title,
  onClose,
  onSubmit,
  busy = false,
  error,
  submitLabel = 'Kaydet',
  cancelLabel = 'Vazgeç',
  children,
}: CatalogDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ModalContent data-slot="catalog-dialog" aria-describedby={undefined}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <ModalHeader>
            <ModalTitle>{title}</ModalTitle>
          </ModalHeader>
          <ModalBody className="flex flex-col gap-4">
            {children}
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </ModalBody>
          <ModalFooter>
            <Button variant="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" busy={busy}>
              {submitLabel}
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
