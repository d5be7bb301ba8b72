export { RadioGroup, RadioGroupItem, RadioOption, type RadioOptionProps } from './radio-group.tsx';
