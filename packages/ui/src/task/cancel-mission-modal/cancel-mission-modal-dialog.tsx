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
import { type CancelMissionModalProps, cancelMissionModalLabels } from './cancel-mission-modal.tsx';

/** CancelMissionModal's dialog, fetched apart from the page that holds it. */
export function CancelMissionModalDialog({
  onSubmit,
  busy = false,
  error,
  labels,
  ...dialog
}: CancelMissionModalProps) {
  const l = { ...cancelMissionModalLabels, ...labels };
  return (
    <Modal {...dialog}>
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
