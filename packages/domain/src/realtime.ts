/**
 * Realtime channel and event names shared by the server (publisher) and the app (Echo listener).
 * Channel names here are Echo names: `echo.private(name)` subscribes to `private-${name}`.
 * Every channel is private; the server authorises each subscription (see docs/realtime.md).
 */
export const realtimeChannels = {
  /** Everything addressed to one lawyer: notifications, new tasks for his courthouses, payments, archive. */
  user: (userId: number) => `user.${userId}`,
  /** Applicant events of one task; only its owner may listen (the old public confirm-mission-{id}). */
  missionApplicants: (missionId: number) => `confirm-mission.${missionId}`,
} as const;

/** The wire name of a private channel, as the Pusher protocol sees it. */
export function privateChannelName(echoName: string): string {
  return `private-${echoName}`;
}

export const realtimeEvents = {
  /** A new notification for the user; payload: the Notification record. */
  notification: 'notification',
  /** Someone applied to the owner's task; payload: ApplicantAddedEvent. */
  applicantAdded: 'applicant-added',
  /** A task was created at a courthouse the user serves; payload: MissionCreatedEvent. */
  missionCreated: 'mission-created',
  /** A task the user takes part in changed state; payload: MissionUpdatedEvent. */
  missionUpdated: 'mission-updated',
  /** The user's archive changed; payload: { missionId }. */
  archive: 'archive',
  /** Card payment results; payload: PaymentEvent. */
  paymentConfirm: 'payment-confirm',
  paymentReject: 'payment-reject',
  /** An operator approved the lawyer's account; payload: { status: true }. */
  accountApproved: 'account-approved',
  /** The number of disputes with approved messages the lawyer has not read; payload: DisputeWaitingEvent. */
  disputeWaiting: 'dispute-waiting',
} as const;

export type RealtimeEventName = (typeof realtimeEvents)[keyof typeof realtimeEvents];

export interface DisputeWaitingEvent {
  /** The sidebar's `waiting_conflict_message`. */
  waiting: number;
}

export interface ApplicantAddedEvent {
  missionId: number;
  /** Number of applicants after this one. */
  count: number;
}

export interface MissionCreatedEvent {
  missionId: number;
  adliyeId: number | null;
  fast: boolean;
}

export interface MissionUpdatedEvent {
  missionId: number;
  /** 0 open, 1 assigned, 2 completed, 4 cancelled. */
  missionStatus: number;
  /** What happened: 'selected' | 'not_selected' | 'completed' | 'commented' | 'cancelled'. */
  change: string;
}

export interface ArchiveEvent {
  missionId: number;
}

export interface PaymentEvent {
  type: string;
  message?: string;
  /** The attempt the result belongs to, so a page shows only its own payment's result. */
  paymentId?: number;
}
