export {
  Form,
  type FormComponentProps,
  type FormProps,
  FormSubmit,
  InputField,
  SelectField,
  TextareaField,
} from './form.tsx';
