import { type Coordinates, type PendingMission, distanceKm } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { DistanceBadge } from '../../components/distance-badge/distance-badge.tsx';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { RadioGroup, RadioOption } from '../../components/radio-group/radio-group.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const applyModalLabels = {
  explanation: 'Başvurunuz görev sahibine iletilecektir. Lütfen size uygun cevabı seçiniz.',
  answers: 'Cevabınız',
  /** Under the answers (constant gorev_basvuru_cevap_1). */
  answerNote: 'Seçtiğiniz cevap, başvurunuzla birlikte görev sahibine gösterilecektir.',
  /** For a task at an address (constant gorev_basvuru_cevap_konum). */
  locationNote:
    'Bu görev adliye dışında bir adreste yapılacaktır. Başvurunuzla birlikte konumunuz görev sahibiyle paylaşılır ve görev yerine olan uzaklığınız hesaplanır.',
  /** Beside the distance (constant basvuru_uzakligi). */
  distanceNote:
    'Uzaklık, başvuru anındaki konum ile görev adresi arasındaki kuş uçuşu mesafedir ve tam kilometreye yuvarlanır.',
  apply: 'Başvuru Yap',
  cancel: 'İptal',
};

export type ApplyModalProps = DialogProps<typeof applyModalLabels> & {
  mission: Pick<
    PendingMission,
    'missionaddress' | 'adliyeName' | 'latitude' | 'longitude' | 'confirm' | 'categoryName'
  >;
  userLocation?: Coordinates | null;
  /** Server text (gorev_basvuru) shown under the header instead of the default explanation. */
  explanation?: string | null;
  /** The index of the chosen answer in confirm.questions (sent as message_id). */
  onApply: (answerIndex: number) => void;
  busy?: boolean;
};

export function ApplyModal({
  open,
  onOpenChange,
  mission,
  userLocation,
  explanation,
  onApply,
  busy = false,
  labels,
}: ApplyModalProps) {
  const l = { ...applyModalLabels, ...labels };
  const [answer, setAnswer] = React.useState<string>('');
  const km = userLocation ? distanceKm(userLocation, mission) : null;
  const title = mission.missionaddress || mission.adliyeName || mission.categoryName;
  const atAddress = Boolean(mission.missionaddress?.trim());
  const answersId = React.useId();
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) setAnswer('');
        onOpenChange(next);
      }}
      data-slot="apply-modal"
      closeLabel="Kapat"
      title={title}
      description={explanation || l.explanation}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {l.cancel}
          </Button>
          <Button busy={busy} disabled={answer === ''} onClick={() => onApply(Number(answer))}>
            {l.apply}
          </Button>
        </>
      }
    >
      {atAddress ? (
        <p data-slot="apply-modal-location" className="text-sm text-muted">
          {l.locationNote}
        </p>
      ) : null}
      {km !== null ? (
        <div data-slot="apply-modal-distance" className="space-y-1">
          <DistanceBadge km={km} />
          <p className="text-xs text-muted">{l.distanceNote}</p>
        </div>
      ) : null}
      <p id={answersId} className="font-medium">
        {l.answers}
      </p>
      <RadioGroup
        aria-labelledby={answersId}
        aria-describedby={`${answersId}-note`}
        value={answer}
        onValueChange={setAnswer}
      >
        {mission.confirm.questions.map((q, i) => (
          <RadioOption key={`${i}-${q}`} value={String(i)} label={q} />
        ))}
      </RadioGroup>
      <p id={`${answersId}-note`} className="text-xs text-muted">
        {l.answerNote}
      </p>
    </ModalFrame>
  );
}
