export { DisputeCard, type DisputeCardProps, disputeCardLabels } from './dispute-card.tsx';
