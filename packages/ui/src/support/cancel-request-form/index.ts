export {
  CancelRequestForm,
  type CancelRequestFormErrors,
  type CancelRequestFormProps,
  type CancelRequestFormValues,
  cancelRequestFormLabels,
} from './cancel-request-form.tsx';
