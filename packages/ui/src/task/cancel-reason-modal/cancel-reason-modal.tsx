import { cancelReasonText } from '@meslektas/domain';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const cancelReasonModalLabels = { title: 'Görev İptal Sebebi', close: 'Kapat' };

export type CancelReasonModalProps = DialogProps<typeof cancelReasonModalLabels> & {
  /** The creator's reason; empty shows 'Görev İptal Sebebi Belirtilmemiş'. */
  cancelText: string | null | undefined;
};

export function CancelReasonModal({ cancelText, labels, ...dialog }: CancelReasonModalProps) {
  const l = { ...cancelReasonModalLabels, ...labels };
  return (
    <ModalFrame
      {...dialog}
      size="sm"
      data-slot="cancel-reason-modal"
      title={l.title}
      footer={<ModalCloseButton>{l.close}</ModalCloseButton>}
    >
      <p className="break-words">{cancelReasonText(cancelText)}</p>
    </ModalFrame>
  );
}
