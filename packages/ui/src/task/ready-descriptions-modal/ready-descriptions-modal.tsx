import { type ShortDescription, splitShortDescriptions } from '@meslektas/domain';
import { Button } from '../../components/button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs.tsx';

export const readyDescriptionsModalLabels = {
  title: 'Hazır Açıklamalar',
  description: 'Görev açıklaması olarak kullanmak istediğiniz metni seçiniz.',
  mine: 'Açıklamalarım',
  system: 'Sistem Açıklamaları',
  emptyMine: 'Kayıtlı açıklamanız bulunmuyor.',
  emptySystem: 'Sistem açıklaması bulunmuyor.',
  choose: 'Seç',
};

export type ReadyDescriptionsModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  descriptions: readonly ShortDescription[];
  /** The current user: their own descriptions go to the 'mine' tab. */
  userId: number;
  onPick: (description: ShortDescription) => void;
  labels?: Partial<typeof readyDescriptionsModalLabels>;
};

/** The saved short descriptions in two tabs, 'mine' and 'system'; picking one fills the form. */
export function ReadyDescriptionsModal({
  open,
  onOpenChange,
  descriptions,
  userId,
  onPick,
  labels,
}: ReadyDescriptionsModalProps) {
  const l = { ...readyDescriptionsModalLabels, ...labels };
  const { mine, system } = splitShortDescriptions(descriptions, userId);
  const list = (items: ShortDescription[], empty: string) =>
    items.length === 0 ? (
      <p className="py-4 text-center text-sm text-muted">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {items.map((d) => (
          <li
            key={d.id}
            className="flex items-start justify-between gap-3 rounded-[var(--radius-control)] border border-line p-3"
          >
            <span className="text-sm">{d.description}</span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${l.choose}: ${d.description}`}
              onClick={() => {
                onPick(d);
                onOpenChange(false);
              }}
            >
              {l.choose}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="lg" data-slot="ready-descriptions-modal">
        <ModalHeader>
          <ModalTitle>{l.title}</ModalTitle>
          <ModalDescription>{l.description}</ModalDescription>
        </ModalHeader>
        <ModalBody>
          <Tabs defaultValue={mine.length > 0 ? 'mine' : 'system'}>
            <TabsList>
              <TabsTrigger value="mine">{l.mine}</TabsTrigger>
              <TabsTrigger value="system">{l.system}</TabsTrigger>
            </TabsList>
            <TabsContent value="mine">{list(mine, l.emptyMine)}</TabsContent>
            <TabsContent value="system">{list(system, l.emptySystem)}</TabsContent>
          </Tabs>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
