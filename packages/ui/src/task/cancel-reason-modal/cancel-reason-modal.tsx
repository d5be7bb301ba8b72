import { cancelReasonText } from '@meslektas/domain';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';

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
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      data-slot="cancel-reason-modal"
      title={l.title}
      footer={<ModalCloseButton>{l.close}</ModalCloseButton>}
    >
      <p className="break-words">{cancelReasonText(cancelText)}</p>
    </ModalFrame>
  );
}
