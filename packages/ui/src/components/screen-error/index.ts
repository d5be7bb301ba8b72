export { ScreenError, type ScreenErrorProps, type ScreenErrorReason } from './screen-error.tsx';
