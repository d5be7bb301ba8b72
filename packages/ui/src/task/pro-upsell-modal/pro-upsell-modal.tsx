import { Crown } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import { ModalCloseButton, ModalFrame } from '../../components/modal/modal.tsx';
import { Link } from '../../lib/link.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const proUpsellModalLabels = {
  title: 'Pro Üyelik Gerekli',
  description: 'Acil görev oluşturmak Pro üyelere özeldir.',
  body: 'Pro üye olarak görevlerinizi acil olarak işaretleyebilir, başvuruları anında görebilirsiniz.',
  upgrade: 'Pro Üye Ol',
  close: 'Vazgeç',
};

export type ProUpsellModalProps = DialogProps<typeof proUpsellModalLabels> & {
  /** Server text (pro_aciklama) shown instead of the default body. */
  text?: string | null;
  premiumHref?: string;
};

/** Shown when a non-Pro user picks the urgent option; the form resets the choice when it closes. */
export function ProUpsellModal({
  text,
  premiumHref = '/premium-uyelik',
  labels,
  ...dialog
}: ProUpsellModalProps) {
  const l = { ...proUpsellModalLabels, ...labels };
  return (
    <ModalFrame
      {...dialog}
      size="sm"
      data-slot="pro-upsell-modal"
      closeLabel="Kapat"
      titleClassName="flex items-center gap-2"
      title={
        <>
          <Crown aria-hidden className="size-5 text-pro" />
          {l.title}
        </>
      }
      description={l.description}
      footer={
        <>
          <ModalCloseButton>{l.close}</ModalCloseButton>
          <Button asChild>
            <Link href={premiumHref}>{l.upgrade}</Link>
          </Button>
        </>
      }
    >
      <p>{text || l.body}</p>
    </ModalFrame>
  );
}
