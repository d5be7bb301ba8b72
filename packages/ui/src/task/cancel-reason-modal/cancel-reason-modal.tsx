import { cancelReasonText } from '@meslektas/domain';
import { Button } from '../../components/button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';

export const cancelReasonModalLabels = { title: 'Görev İptal Sebebi', close: 'Kapat' };

export type CancelReasonModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The creator's reason; empty shows 'Görev İptal Sebebi Belirtilmemiş'. */
  cancelText: string | null | undefined;
  labels?: Partial<typeof cancelReasonModalLabels>;
};

export function CancelReasonModal({ open, onOpenChange, cancelText, labels }: CancelReasonModalProps) {
  const l = { ...cancelReasonModalLabels, ...labels };
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm" data-slot="cancel-reason-modal" aria-describedby={undefined} closeLabel={null}>
        <ModalHeader>
          <ModalTitle>{l.title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <p className="break-words">{cancelReasonText(cancelText)}</p>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">{l.close}</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
