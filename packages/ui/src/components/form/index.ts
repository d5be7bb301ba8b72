export {
  Form,
  type FormComponentProps,
  type FormProps,
  InputField,
  SelectField,
  TextareaField,
} from './form.tsx';
