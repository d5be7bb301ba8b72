/**
 * Realtime channel and event names shared by the server (publisher) and the app (Echo listener).
 * Channel names here are Echo names: `echo.private(name)` subscribes to `private-${name}`.
 * Every channel is private; the server authorises each subscription (see docs/realtime.md).
 */
export const realtimeChannels = {
  /** Everything addressed to one lawyer: notifications, payments, archive, his tasks' changes. */
  user: (userId: number) => `user.${userId}`,
  /** New tasks at one courthouse; only the active lawyers who serve it may listen. */
  courthouse: (adliyeId: number) => `courthouse.${adliyeId}`,
  /** New out-of-courthouse tasks of one bar; only its active members may listen. */
  bar: (baroId: number) => `bar.${baroId}`,
  /** Applicant events of one task; only its owner may listen (the old public confirm-mission-{id}). */
  missionApplicants: (missionId: number) => `confirm-mission.${missionId}`,
  /**
   * How many lawyers say "Adliyedeyim" at one courthouse (the create form's live line). Any lawyer
   * may create a task at any courthouse, so any active lawyer may listen, not only those serving it.
   */
  courthousePresence: (adliyeId: number) => `courthouse-presence.${adliyeId}`,
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
  /**
   * A task was created; payload: MissionCreatedEvent. Sent once on the task's courthouse channel
   * (its bar's for a task without one); each listener decides with isMissionCreatedForMe.
   */
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
  /** The number of lawyers present at a courthouse changed; payload: PresenceCountEvent. */
  presenceCount: 'presence-count',
} as const;

export interface PresenceCountEvent {
  adliyeId: number;
  /** Lawyers present there now. */
  count: number;
}

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
  /** Null for an out-of-courthouse task, which goes to its bar's channel. */
  adliyeId: number | null;
  fast: boolean;
  /** The owner: his own task is not for him. */
  ownerId: number;
  /** Null while the task has no category: then nobody leaves it out for its category. */
  categoryId: number | null;
}

/** What a listener on a courthouse or bar channel knows of himself to sort the tasks he hears of. */
export interface MissionListener {
  userId: number;
  /** The user record's task-taking switch: 1 open, 0 closed. */
  missionStatus: 0 | 1;
  /** The categories he does not want (user/notCategoriesList, the ones marked excluded). */
  excludedCategoryIds: readonly number[];
}

/**
 * Whether a new task heard on a courthouse or bar channel is one the lawyer gets: the server's
 * audience rule, less what the channel's authorisation already settled (he serves the courthouse
 * or belongs to the bar, and his account is active). Task-taking and excluded categories can change
 * while he is connected, so they are decided here, from his current record, for each event.
 */
export function isMissionCreatedForMe(event: MissionCreatedEvent, me: MissionListener): boolean {
  if (event.ownerId === me.userId) return false;
  if (me.missionStatus !== 1) return false;
  return event.categoryId === null || !me.excludedCategoryIds.includes(event.categoryId);
}

export interface MissionUpdatedEvent {
  missionId: number;
  /** 0 open, 1 assigned, 2 completed, 4 cancelled. */
  missionStatus: number;
  /**
   * What happened: 'selected' | 'not_selected' | 'completed' | 'commented' | 'cancelled', or, to the
   * owner of a task nobody applied to, 'no_applicants' and 'fallback_<kind>' (rules/fallback.ts).
   */
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
