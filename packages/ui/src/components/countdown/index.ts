export { Countdown, type CountdownProps, countdownVariants } from './countdown.tsx';
