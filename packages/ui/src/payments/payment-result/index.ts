export {
  PaymentResult,
  type PaymentResultProps,
  paymentResultLabels,
  paymentResultVariants,
} from './payment-result.tsx';
