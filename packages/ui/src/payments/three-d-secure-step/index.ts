export {
  ThreeDSecureStep,
  type ThreeDSecureStepProps,
  threeDSecureStepLabels,
} from './three-d-secure-step.tsx';
