export {
  type CancelRequestAction,
  CancelRequestList,
  type CancelRequestListProps,
  cancelRequestListLabels,
} from './cancel-request-list.tsx';
