export { Toaster, toast } from './toaster.tsx';
