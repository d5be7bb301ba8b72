export {
  Form,
  type FormComponentProps,
  FormError,
  type FormProps,
  FormSubmit,
  type SaveFormProps,
  InputField,
  SelectField,
  TextareaField,
} from './form.tsx';
