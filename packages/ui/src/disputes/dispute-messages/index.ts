export { DisputeMessages, type DisputeMessagesProps, disputeMessagesLabels } from './dispute-messages.tsx';
