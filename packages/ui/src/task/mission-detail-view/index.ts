export {
  MissionDetailView,
  type MissionDetailViewProps,
  missionDetailViewLabels,
} from './mission-detail-view.tsx';
