export { MissionReport } from './components/mission-report.tsx';
