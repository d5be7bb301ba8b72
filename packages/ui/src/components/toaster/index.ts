export { Toaster, type ToasterProps, toast } from './toaster.tsx';
