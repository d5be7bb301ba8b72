export {
  LawyerProfileView,
  type LawyerProfileViewProps,
  lawyerProfileLabels,
} from './lawyer-profile-view.tsx';
