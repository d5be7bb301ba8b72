import { Info } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import { Modal, ModalTrigger } from '../../components/modal/modal.tsx';
import { TextModalContent } from '../../components/modal/text-modal.tsx';

export type PendingInfoModalProps = { label: string; title: string; text: string; defaultOpen?: boolean };

/** The pending list's 'Bilgi' button and the explanation it opens. */
export function PendingInfoModal({ label, title, text, defaultOpen }: PendingInfoModalProps) {
  return (
    <Modal defaultOpen={defaultOpen}>
      <ModalTrigger asChild>
        <Button variant="ghost" size="sm">
          <Info aria-hidden />
          {label}
        </Button>
      </ModalTrigger>
      <TextModalContent title={title} text={text} />
    </Modal>
  );
}
