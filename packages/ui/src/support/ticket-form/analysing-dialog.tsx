import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';

/**
 * The ticket form's 'Akıllı Destek' loader. A module of its own: it shows only after a subject is
 * chosen, so the support page paints without the dialog's code.
 */
export function AnalysingDialog({ open, title, text }: { open: boolean; title: string; text: string }) {
  return (
    <Modal open={open}>
      <ModalContent size="sm" data-slot="ticket-form-analysing" closeLabel={null}>
        <ModalHeader>
          <ModalTitle>{title}</ModalTitle>
        </ModalHeader>
        <ModalBody className="flex flex-col items-center gap-3 py-6">
          <Spinner size="lg" label={null} />
          <ModalDescription aria-live="polite">{text}</ModalDescription>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
