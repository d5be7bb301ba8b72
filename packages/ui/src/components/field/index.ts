export { Field, type FieldProps, Label, useFieldControl } from './field.tsx';
