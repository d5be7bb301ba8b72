export {
  RatingForm,
  type RatingFormProps,
  RatingModal,
  type RatingModalProps,
  type RatingValue,
  ratingFormLabels,
} from './rating-form.tsx';
