export {
  MissionPreviewCard,
  type MissionPreviewCardProps,
  type MissionPreviewItem,
  type MissionPreviewKind,
  missionPreviewCardLabels,
} from './mission-preview-card.tsx';
