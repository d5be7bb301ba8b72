export { PresenceSwitch } from './components/presence-switch.tsx';
export { usePresentCount } from './api/presence.ts';
