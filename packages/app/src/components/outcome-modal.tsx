import { InfoModal } from '@meslektas/ui';
import { type Outcome, perform } from '../lib/outcomes.ts';

/** ui's InfoModal showing one outcome; its action leaves through the outcomes' redirect. */
export default function OutcomeModal({
  modal: { title, text, action },
  onClose,
}: {
  modal: NonNullable<Outcome['modal']>;
  onClose: () => void;
}) {
  return (
    <InfoModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      text={text}
      action={action && { label: action.label, onClick: () => perform({ redirect: action.to }) }}
    />
  );
}
