export {
  AuthorityDocumentModal,
  type AuthorityDocumentModalProps,
  authorityDocumentModalLabels,
} from './authority-document-modal.tsx';
