import type { Applicant } from '@meslektas/domain';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';
import { PresenceBadge } from '../presence-badge/presence-badge.tsx';
import { ReliabilityRecord } from '../../profile/reliability-record/reliability-record.tsx';
import type { DialogProps } from '../../lib/dialog-props.ts';

export const applicantBioModalLabels = {
  description: 'Avukat hakkında bilgiler',
  noBio: 'Avukat henüz kendisi hakkında bilgi eklemedi.',
  performances: 'Performans ve Uzmanlık',
};

export type ApplicantBioModalProps = DialogProps<typeof applicantBioModalLabels> & {
  applicant: (Pick<Applicant, 'name' | 'bio'> & Partial<Pick<Applicant, 'present'>>) | null;
};

/** The applicant's bio text and their performance and expertise list as progress bars. */
export function ApplicantBioModal({ applicant, labels, ...dialog }: ApplicantBioModalProps) {
  const l = { ...applicantBioModalLabels, ...labels };
  return (
    <ModalFrame
      {...dialog}
      open={dialog.open && !!applicant}
      data-slot="applicant-bio-modal"
      title={applicant?.name}
      description={l.description}
    >
      {applicant?.present ? <PresenceBadge /> : null}
      {applicant?.bio.record ? <ReliabilityRecord record={applicant.bio.record} headingLevel={3} /> : null}
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
