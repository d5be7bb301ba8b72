export {
  ApplicantBioModal,
  type ApplicantBioModalProps,
  applicantBioModalLabels,
} from './applicant-bio-modal.tsx';
