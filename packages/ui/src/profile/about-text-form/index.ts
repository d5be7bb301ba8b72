export { AboutTextForm, type AboutTextFormProps, aboutTextFormLabels } from './about-text-form.tsx';
