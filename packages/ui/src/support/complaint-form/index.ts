export {
  ComplaintForm,
  type ComplaintFormErrors,
  type ComplaintFormProps,
  type ComplaintFormValues,
  complaintCategoryLabels,
  complaintFormLabels,
} from './complaint-form.tsx';
