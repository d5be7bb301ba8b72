export {
  AuthorityDocumentForm,
  type AuthorityDocumentErrors,
  type AuthorityDocumentFormProps,
  type AuthorityDocumentValues,
  authorityDocumentFormLabels,
} from './authority-document-form.tsx';
