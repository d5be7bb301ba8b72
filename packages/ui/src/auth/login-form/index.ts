export {
  LoginForm,
  type LoginFormErrors,
  type LoginFormProps,
  type LoginFormValues,
  loginFormLabels,
} from './login-form.tsx';
