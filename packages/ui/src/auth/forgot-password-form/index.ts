export {
  ForgotPasswordForm,
  type ForgotPasswordErrors,
  type ForgotPasswordFormProps,
  type ForgotPasswordStep,
  forgotPasswordFormLabels,
} from './forgot-password-form.tsx';
