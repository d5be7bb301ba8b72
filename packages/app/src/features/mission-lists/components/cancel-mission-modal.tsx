import { mapApiSuccess, type MissionRow } from '@meslektas/domain';
import {
  Button,
  Field,
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  Textarea,
} from '@meslektas/ui';
import { useState } from 'react';
import { useAction } from '../../../hooks/use-action.ts';
import { perform } from '../../../lib/outcomes.ts';
import { cancelMission } from '../api/cancel-mission.ts';

/**
 * The owner cancels with a reason; the field is required as the spec says. ui's MissionList has
 * only a cancel callback, so this form stays in the app.
 */
export function CancelMissionModal({
  mission,
  onClose,
  onDone,
}: {
  mission: MissionRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = useAction(async () => {
    if (!mission) return;
    perform(mapApiSuccess(undefined, await cancelMission(mission.missionId, reason.trim())));
    setReason('');
    onDone();
  });
  return (
    <Modal open={mission !== null} onOpenChange={(open) => !open && onClose()}>
      <ModalContent aria-describedby={undefined}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit.run();
          }}
          className="flex flex-col gap-4"
        >
          <ModalHeader>
            <ModalTitle>Görevi İptal Et</ModalTitle>
          </ModalHeader>
          <ModalBody>
            <Field label="İptal Sebebi" required>
              <Textarea required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Field>
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="secondary">Vazgeç</Button>
            </ModalClose>
            <Button type="submit" variant="danger" busy={submit.busy}>
              İptal Et
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
