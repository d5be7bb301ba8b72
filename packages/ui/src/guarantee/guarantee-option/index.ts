export { GuaranteeOption, type GuaranteeOptionProps, guaranteeOptionLabels } from './guarantee-option.tsx';
