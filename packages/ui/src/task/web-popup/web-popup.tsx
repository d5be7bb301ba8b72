import type { WebPopup as WebPopupData } from '@meslektas/domain';
import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle } from '../../components/modal/modal.tsx';

export const webPopupLabels = { title: 'Duyuru', image: 'Duyuru görseli', close: 'Kapat' };

export type WebPopupProps = {
  popup: WebPopupData;
  /** The container decides with domain's decideWebPopup (twice, then after 24 hours). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels?: Partial<typeof webPopupLabels>;
};

/** The home pop-up: an image, linked when the server gives a link; nothing when it is off. */
export function WebPopup({ popup, open, onOpenChange, labels }: WebPopupProps) {
  const l = { ...webPopupLabels, ...labels };
  if (!popup.status || !popup.url) return null;
  const image = <img src={popup.url} alt={l.image} className="w-full rounded-[var(--radius-control)]" />;
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent data-slot="web-popup" aria-describedby={undefined} closeLabel={l.close}>
        <ModalHeader>
          <ModalTitle>{l.title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          {popup.link ? (
            <a href={popup.link} target="_blank" rel="noreferrer">
              {image}
            </a>
          ) : (
            image
          )}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
