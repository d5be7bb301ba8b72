export { SandboxCards } from './components/sandbox-cards.tsx';
export { openCheckout } from './open-checkout.ts';
