export { DateLabel, type DateLabelProps } from './date-label.tsx';
