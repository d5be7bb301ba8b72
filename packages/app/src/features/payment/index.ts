export { SandboxCards } from './components/sandbox-cards.tsx';
