export { MissionList, type MissionListProps, missionListLabels } from './mission-list.tsx';
