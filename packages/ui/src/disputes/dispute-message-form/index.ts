export {
  DisputeMessageForm,
  type DisputeMessageFormErrors,
  type DisputeMessageFormProps,
  type DisputeMessageFormValues,
  disputeMessageFormLabels,
} from './dispute-message-form.tsx';
