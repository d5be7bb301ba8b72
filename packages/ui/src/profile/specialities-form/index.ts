export {
  SpecialitiesForm,
  type SpecialitiesFormProps,
  specialitiesFormLabels,
} from './specialities-form.tsx';
