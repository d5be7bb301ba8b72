import { Modal, ModalBody, ModalContent, ModalHeader, ModalTitle } from '../../components/modal/modal.tsx';
import { type WebPopupProps, webPopupLabels } from './web-popup.tsx';

/** The home pop-up: an image, linked when the server gives a link; nothing when it is off. */
export function WebPopupDialog({ popup, open, onOpenChange, labels }: WebPopupProps) {
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
