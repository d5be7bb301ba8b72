export {
  BarCourthousePicker,
  type BarCourthousePickerErrors,
  type BarCourthousePickerProps,
  barCourthousePickerLabels,
} from './bar-courthouse-picker.tsx';
