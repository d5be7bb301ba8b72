export {
  DisputeOpenForm,
  type DisputeOpenFormErrors,
  type DisputeOpenFormProps,
  type DisputeOpenFormValues,
  disputeOpenFormLabels,
} from './dispute-open-form.tsx';
