export {
  TicketForm,
  type TicketFormErrors,
  type TicketFormProps,
  type TicketFormValues,
  ticketFormLabels,
} from './ticket-form.tsx';
