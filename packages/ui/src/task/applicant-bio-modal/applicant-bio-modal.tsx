import type { Applicant } from '@meslektas/domain';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalTitle,
} from '../../components/modal/modal.tsx';
import { ProgressBar } from '../../components/progress-bar/progress-bar.tsx';

export const applicantBioModalLabels = {
  description: 'Avukat hakkında bilgiler',
  noBio: 'Avukat henüz kendisi hakkında bilgi eklemedi.',
  performances: 'Performans ve Uzmanlık',
};

export type ApplicantBioModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicant: Pick<Applicant, 'name' | 'bio'> | null;
  labels?: Partial<typeof applicantBioModalLabels>;
};

/** The applicant's bio text and their performance and expertise list as progress bars. */
export function ApplicantBioModal({ open, onOpenChange, applicant, labels }: ApplicantBioModalProps) {
  const l = { ...applicantBioModalLabels, ...labels };
  return (
    <Modal open={open && !!applicant} onOpenChange={onOpenChange}>
      <ModalContent data-slot="applicant-bio-modal">
        <ModalHeader>
          <ModalTitle>{applicant?.name}</ModalTitle>
          <ModalDescription>{l.description}</ModalDescription>
        </ModalHeader>
        <ModalBody>
          <p className="break-words">{applicant?.bio.text || l.noBio}</p>
          {applicant && applicant.bio.performances.length > 0 ? (
            <section className="flex flex-col gap-3">
              <h3 className="font-semibold">{l.performances}</h3>
              {applicant.bio.performances.map((p) => (
                <ProgressBar key={p.id} label={p.name} value={p.percent} />
              ))}
            </section>
          ) : null}
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
