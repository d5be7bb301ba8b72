export {
  ReliabilityRecord,
  type ReliabilityRecordProps,
  reliabilityRecordLabels,
} from './reliability-record.tsx';
