import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const cancelMissionModalLabels = {
  title: 'Görevi İptal Et',
  reason: 'İptal Sebebi',
  back: 'Vazgeç',
  submit: 'İptal Et',
  close: 'Kapat',
};

export type CancelMissionModalProps = DialogProps<typeof cancelMissionModalLabels> & {
  /** The reason, trimmed (the field is required; one of spaces only is the server's to refuse). */
  onSubmit: (reason: string) => void;
  /** While the cancel call runs: 'İptal Et' is disabled and shows the please-wait label. */
  busy?: boolean;
  /** Shown under the reason (the server's field error). */
  error?: string;
};

/**
 * The owner cancels a task with a reason. Not to be confused with CancelReasonModal, which shows
 * that reason to the others afterwards. Each opening starts with an empty reason. Its code is
 * fetched once the page that holds it has painted.
 */
export const CancelMissionModal = lazyDialog<CancelMissionModalProps>(() =>
  import('./cancel-mission-modal-dialog.tsx').then((m) => m.CancelMissionModalDialog),
);
