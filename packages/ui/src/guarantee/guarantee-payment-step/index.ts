export {
  GuaranteePaymentStep,
  type GuaranteePaymentStage,
  type GuaranteePaymentStepProps,
  guaranteePaymentStepLabels,
} from './guarantee-payment-step.tsx';
