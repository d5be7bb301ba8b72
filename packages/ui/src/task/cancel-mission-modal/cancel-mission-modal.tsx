import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';

export const cancelMissionModalLabels = {
  title: 'Görevi İptal Et',
  reason: 'İptal Sebebi',
  back: 'Vazgeç',
  submit: 'İptal Et',
  close: 'Kapat',
};

export type CancelMissionModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reason, trimmed (the field is required; one of spaces only is the server's to refuse). */
  onSubmit: (reason: string) => void;
  /** While the cancel call runs: 'İptal Et' is disabled and shows the please-wait label. */
  busy?: boolean;
  /** Shown under the reason (the server's field error). */
  error?: string;
  labels?: Partial<typeof cancelMissionModalLabels>;
};

/**
 * The owner cancels a task with a reason. Not to be confused with CancelReasonModal, which shows
 * that reason to the others afterwards. Each opening starts with an empty reason.
 */
export function CancelMissionModal({
  open,
  onOpenChange,
  onSubmit,
  busy = false,
  error,
  labels,
}: CancelMissionModalProps) {
  const l = { ...cancelMissionModalLabels, ...labels };
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent data-slot="cancel-mission-modal" aria-describedby={undefined} closeLabel={l.close}>
        <CancelMissionForm labels={l} busy={busy} error={error} onSubmit={onSubmit} />
      </ModalContent>
    </Modal>
  );
}

/** Lives inside the dialog's content, which unmounts on close: the typed reason goes with it. */
function CancelMissionForm({
  labels: l,
  busy,
  error,
  onSubmit,
}: {
  labels: typeof cancelMissionModalLabels;
  busy: boolean;
  error: string | undefined;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = React.useState('');
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason.trim());
      }}
    >
      <ModalHeader>
        <ModalTitle>{l.title}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <Field label={l.reason} required error={error}>
          <Textarea
            name="reason"
            required
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      </ModalBody>
      <ModalFooter>
        <ModalClose asChild>
          <Button variant="secondary">{l.back}</Button>
        </ModalClose>
        <Button type="submit" variant="danger" busy={busy}>
          {l.submit}
        </Button>
      </ModalFooter>
    </form>
  );
}
