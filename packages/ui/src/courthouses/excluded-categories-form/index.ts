export {
  ExcludedCategoriesForm,
  type ExcludedCategoriesFormProps,
  excludedCategoriesFormLabels,
} from './excluded-categories-form.tsx';
