export { PresenceSwitch } from './components/presence-switch.tsx';
export { preloadPresence, usePresentCount } from './api/presence.ts';
