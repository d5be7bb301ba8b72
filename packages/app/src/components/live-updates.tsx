import { type DisputeWaitingEvent, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { useMissionCreated } from '../lib/use-mission-created.ts';
import { usePrivateEvent } from '../lib/use-realtime.ts';

export type LiveUpdatesProps = {
  /** A new notification, or the lawyer's channel (re)joined: the account is read again. */
  onNotification: () => void;
  /** A task for the lawyer's courthouses, or one of their channels (re)joined. */
  onPending: () => void;
  /** An approved dispute message, or reading one: the sidebar's dispute badge (also in the account). */
  onDisputeWaiting: (payload: DisputeWaitingEvent) => void;
};

/**
 * What keeps the main layout's badges live (the bell, the pending count, the dispute badge). A
 * chunk of its own that the layout loads once the first screen has its data: the first paint does
 * not wait for it, nor for the reads of courthouses and categories it listens with.
 */
export default function LiveUpdates({ onNotification, onPending, onDisputeWaiting }: LiveUpdatesProps) {
  const { data: user } = useCurrentUser();
  const channel = user ? realtimeChannels.user(user.id) : null;
  usePrivateEvent(channel, realtimeEvents.notification, onNotification, onNotification);
  useMissionCreated(onPending, onPending);
  // The account read on joining the channel (above) brings the dispute badge too: no second read.
  usePrivateEvent(channel, realtimeEvents.disputeWaiting, onDisputeWaiting);
  return null;
}
