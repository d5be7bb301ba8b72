export {
  PresenceControl,
  type PresenceControlProps,
  type PresenceCourthouse,
  presenceControlLabels,
} from './presence-control.tsx';
