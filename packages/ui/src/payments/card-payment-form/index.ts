export { CardPaymentForm, type CardPaymentFormProps, cardPaymentFormLabels } from './card-payment-form.tsx';
