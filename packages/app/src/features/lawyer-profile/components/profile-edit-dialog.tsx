import { AboutTextForm, Modal, ModalBody, ModalContent, ModalHeader, ModalTitle } from '@meslektas/ui';
import { SpecialitiesSection } from './specialities-section.tsx';

export type ProfileEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which of the owner's texts is edited; null while the dialog closes. */
  editing: 'about' | 'specialities' | null;
  about: { text: string; pending: boolean; busy: boolean; error?: string; onSave: (text: string) => void };
  onSpecialitiesSaved: () => void;
};

/**
 * The owner's edit dialog for his about text and specialities. A module of its own: it opens only on
 * a press, so the profile paints without the dialog's and the forms' code.
 */
export function ProfileEditDialog({
  open,
  onOpenChange,
  editing,
  about,
  onSpecialitiesSaved,
}: ProfileEditDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="lg">
        <ModalHeader>
          <ModalTitle>{editing === 'about' ? 'Hakkımda' : 'Uzmanlık Alanlarım'}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          {editing === 'about' ? (
            <AboutTextForm
              initialText={about.text}
              pending={about.pending}
              busy={about.busy}
              error={about.error}
              onSave={about.onSave}
            />
          ) : (
            <SpecialitiesSection hideTitle onSaved={onSpecialitiesSaved} />
          )}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
