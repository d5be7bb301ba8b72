export {
  GuaranteeDecisionForm,
  type GuaranteeDecisionErrors,
  type GuaranteeDecisionField,
  type GuaranteeDecisionFormProps,
  guaranteeDecisionFormLabels,
} from './guarantee-decision-form.tsx';
