export {
  LegalDocumentDialog,
  type LegalDocumentDialogProps,
  legalDocumentDialogLabels,
} from './legal-document-dialog.tsx';
