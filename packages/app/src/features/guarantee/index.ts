export { MissionGuarantee } from './components/mission-guarantee.tsx';
