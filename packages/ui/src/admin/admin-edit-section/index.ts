export {
  AdminEditSection,
  type AdminEditSectionProps,
  type DraftFields,
  type DraftProblems,
  type EditForm,
  editSectionLabels,
} from './admin-edit-section.tsx';
