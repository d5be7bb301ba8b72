export {
  Form,
  type FormComponentProps,
  FormError,
  type FormProps,
  FormSubmit,
  InputField,
  SelectField,
  TextareaField,
} from './form.tsx';
