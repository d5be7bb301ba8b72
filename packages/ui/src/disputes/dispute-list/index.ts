export { DisputeList, type DisputeListProps, disputeListLabels } from './dispute-list.tsx';
