import type { Applicant } from '@meslektas/domain';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';
import { PresenceBadge } from '../presence-badge/presence-badge.tsx';

export const applicantBioModalLabels = {
  description: 'Avukat hakkında bilgiler',
  noBio: 'Avukat henüz kendisi hakkında bilgi eklemedi.',
  performances: 'Performans ve Uzmanlık',
};

export type ApplicantBioModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicant: (Pick<Applicant, 'name' | 'bio'> & Partial<Pick<Applicant, 'present'>>) | null;
  labels?: Partial<typeof applicantBioModalLabels>;
};

/** The applicant's bio text and their performance and expertise list as progress bars. */
export function ApplicantBioModal({ open, onOpenChange, applicant, labels }: ApplicantBioModalProps) {
  const l = { ...applicantBioModalLabels, ...labels };
  return (
    <ModalFrame
      open={open && !!applicant}
      onOpenChange={onOpenChange}
      data-slot="applicant-bio-modal"
      title={applicant?.name}
      description={l.description}
    >
      {applicant?.present ? <PresenceBadge /> : null}
      <p className="break-words">{applicant?.bio.text || l.noBio}</p>
      {applicant && applicant.bio.performances.length > 0 ? (
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{l.performances}</h3>
          {applicant.bio.performances.map((p) => (
            <ProgressBar key={p.id} label={p.name} value={p.percent} />
          ))}
        </section>
      ) : null}
    </ModalFrame>
  );
}
