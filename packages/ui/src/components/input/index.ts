export {
  CodeInput,
  type CodeInputProps,
  Input,
  type InputProps,
  PhoneInput,
  type PhoneInputProps,
  controlVariants,
} from './input.tsx';
