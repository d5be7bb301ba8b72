import { APPLY_MODAL_DELAY_MS, type Coordinates, type PendingMission, checkApply } from '@meslektas/domain';
import { Info } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Deferred } from '../../lib/deferred.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { LoadState } from '../../lib/load-state.tsx';
import type { applyModalLabels } from '../apply-modal/apply-modal.tsx';
import {
  PendingMissionCard,
  type pendingMissionCardLabels,
} from '../pending-mission-card/pending-mission-card.tsx';

// The dialogs' code (Radix, focus trap) loads after the list is shown; the info button is drawn at once.
const ApplyModal = lazyDialog(() => import('../apply-modal/apply-modal.tsx').then((m) => m.ApplyModal));
const PendingInfoModal = React.lazy(() =>
  import('./pending-info-modal.tsx').then((m) => ({ default: m.PendingInfoModal })),
);

export const pendingMissionListLabels = {
  title: 'Bekleyen Görevler',
  info: 'Bilgi',
  infoTitle: 'Bekleyen Görevler Hakkında',
  noMission: 'Şu anda başvurabileceğiniz bekleyen görev bulunmuyor.',
  loading: 'Görevler yükleniyor...',
  error: 'Görevler yüklenemedi.',
  retry: 'Tekrar Dene',
};

export type PendingMissionListProps = Omit<React.ComponentProps<'section'>, 'children' | 'onError'> & {
  missions: readonly PendingMission[];
  /** Server texts: data.infoText above the list, data.noMissionText when it is empty. */
  infoText?: string | null;
  noMissionText?: string | null;
  /** The info modal's text (constant bekleyen_gorev_bilgi). */
  infoModalText?: string | null;
  /** The apply modal's explanation (constant gorev_basvuru). */
  applyExplanation?: string | null;
  now?: Date;
  fetchedAt?: Date;
  userLocation?: Coordinates | null;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Sends the apply call: mission_id and message_id (the chosen answer's index). */
  onApply: (missionId: number, answerIndex: number) => void;
  applyBusy?: boolean;
  /** A rule refused to open the apply modal (no location for a task with an address). */
  onError?: (message: string) => void;
  onExpire?: () => void;
  /** Delay before the apply modal opens, as the product does it. */
  applyDelayMs?: number;
  labels?: Partial<typeof pendingMissionListLabels>;
  /** The cards' texts (the urgent notice: constant gorev_basvuru_ek). */
  cardLabels?: Partial<typeof pendingMissionCardLabels>;
  /** The apply modal's texts (the answers' prompt and notes, the distance and location notes). */
  applyLabels?: Partial<typeof applyModalLabels>;
};

export function PendingMissionList({
  missions,
  infoText,
  noMissionText,
  infoModalText,
  applyExplanation,
  now,
  fetchedAt,
  userLocation,
  loading = false,
  error = false,
  onRetry,
  onApply,
  applyBusy = false,
  onError,
  onExpire,
  applyDelayMs = APPLY_MODAL_DELAY_MS,
  labels,
  cardLabels,
  applyLabels,
  className,
  ...props
}: PendingMissionListProps) {
  const l = { ...pendingMissionListLabels, ...labels };
  const [selected, setSelected] = React.useState<PendingMission | null>(null);
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const choose = (mission: PendingMission) => {
    const check = checkApply(mission.missionaddress || mission.address, userLocation ?? null);
    if (!check.ok) return onError?.(check.toast.text);
    setSelected(mission);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), applyDelayMs);
  };

  const body = (
    <LoadState
      loading={loading}
      error={error}
      onRetry={onRetry}
      labels={l}
      errorTone="empty"
      empty={missions.length === 0 && (noMissionText || l.noMission)}
    >
      <ul className="grid gap-4 lg:grid-cols-2">
        {missions.map((m) => (
          <li key={m.missionId}>
            <PendingMissionCard
              mission={m}
              now={now}
              fetchedAt={fetchedAt}
              userLocation={userLocation}
              onApply={choose}
              onExpire={onExpire}
              className="h-full"
              labels={cardLabels}
            />
          </li>
        ))}
      </ul>
    </LoadState>
  );

  return (
    <section
      data-slot="pending-mission-list"
      aria-label={l.title}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        {infoText ? <p className="text-sm text-muted">{infoText}</p> : <span />}
        {infoModalText ? (
          <Deferred
            haspopup="dialog"
            standIn={(press) => (
              <Button {...press} variant="ghost" size="sm">
                <Info aria-hidden />
                {l.info}
              </Button>
            )}
          >
            {(opened) => (
              <PendingInfoModal
                label={l.info}
                title={l.infoTitle}
                text={infoModalText}
                defaultOpen={opened}
              />
            )}
          </Deferred>
        ) : null}
      </div>
      {body}
      {selected ? (
        <ApplyModal
          key={selected.missionId}
          open={open}
          onOpenChange={setOpen}
          mission={selected}
          userLocation={userLocation}
          explanation={applyExplanation}
          busy={applyBusy}
          labels={applyLabels}
          onApply={(answer) => onApply(selected.missionId, answer)}
        />
      ) : null}
    </section>
  );
}
