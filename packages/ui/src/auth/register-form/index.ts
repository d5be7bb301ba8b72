export {
  RegisterForm,
  type RegisterFormErrors,
  type RegisterFormProps,
  registerFormLabels,
} from './register-form.tsx';
