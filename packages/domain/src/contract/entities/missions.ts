/** Tasks as the lists, the pending list, the detail page, the applicants and the cancel desk show them. */
import { z } from 'zod';
import { reliabilityRecordSchema } from './reliability.ts';
import { flagSchema, performanceScoreSchema } from './shared.ts';
import { guaranteeStates } from '../../rules/guaranteed-payment.ts';

export const countdownPartSchema = z.enum(['minutes', 'seconds']);
export type CountdownPart = z.infer<typeof countdownPartSchema>;

export const missionStatusEntrySchema = z.object({
  text: z.string(),
  colorName: z.string(),
  /** Pending missions only: seconds left of the window this box counts down. */
  seconds: z.number().int().optional(),
  /**
   * Pending missions only: which part of the countdown the box shows, the red box the minutes and
   * the orange one the seconds of the same window. Left out, the box shows mm:ss.
   */
  part: countdownPartSchema.optional(),
});
export type MissionStatusEntry = z.infer<typeof missionStatusEntrySchema>;

export const showActionsSchema = z.object({
  showCancelButton: z.boolean(),
  waitingForResultButton: z.boolean(),
  showMissionDetail: z.boolean(),
  showLawyerProfile: z.boolean(),
  selectUser: z.boolean(),
  infoModal: z.boolean(),
  cancelMission: z.boolean(),
  completedButton: z.boolean(),
  /** 0: the user may still rate the counterpart; 1: already rated (the button disappears). */
  commentStatus: flagSchema,
});
export type ShowActions = z.infer<typeof showActionsSchema>;

export const missionRowSchema = z.object({
  missionId: z.number().int(),
  ownerId: z.number().int(),
  userId: z.number().int().nullable(),
  /** The creator's and the assignee's names, for avatars' initials and captions. */
  ownerName: z.string(),
  userName: z.string().nullable(),
  adliyeName: z.string().nullable(),
  categoryName: z.string(),
  missionaddress: z.string().nullable(),
  missionDate: z.string(),
  missionTime: z.string().nullable(),
  missionPrice: z.number(),
  misssionDetail: z.string(),
  fast: z.boolean(),
  /** 0 open, 1 assigned, 2 completed, 4 cancelled. */
  missionStatus: z.number().int(),
  cancelText: z.string().nullable(),
  infoText: z.string().nullable(),
  status: z.array(missionStatusEntrySchema),
  showActions: showActionsSchema,
  /**
   * Offered to the viewer because the task was widened to a courthouse he serves: its distance from
   * the task's courthouse in metres ('12 km uzakta'); absent or null otherwise
   * (the pending list, and the not-applied list).
   */
  reachDistanceM: z.number().int().nullable().optional(),
  /** The owner asked for güvenceli ödeme (docs/decisions/016): choosing an applicant asks for the card. */
  guaranteed: z.boolean().optional(),
  /** Its payment's state, for the task's two parties only (the badge); null before any payment. */
  guarantee: z.enum(guaranteeStates).nullable().optional(),
});
export type MissionRow = z.infer<typeof missionRowSchema>;

export const pendingMissionSchema = missionRowSchema.extend({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  verification_image: z.string().nullable(),
  userAvatar: z.string().nullable(),
  confirm: z.object({ questions: z.array(z.string()) }),
  /** The viewer has already applied: the task stays listed, marked, without the apply button. */
  applied: z.boolean(),
  /** A fresh window's start (the owner reopened the task); absent or null: `createdAt`. */
  windowStartedAt: z.string().nullable().optional(),
  /**
   * Priority waves: seconds (counted when the list was answered) until the viewer may apply, while
   * the task is offered only to the lawyers present at its courthouse. Absent: he may apply now.
   */
  opensIn: z.number().int().optional(),
  /** The viewer may apply now only because he is present at the courthouse (the first wave). */
  priority: z.boolean().optional(),
});
export type PendingMission = z.infer<typeof pendingMissionSchema>;

/** GET global/pending answers `{ data: PendingMissionsData }`. */
export const pendingMissionsDataSchema = z.object({
  infoText: z.string().nullable(),
  noMissionText: z.string().nullable(),
  data: z.array(pendingMissionSchema),
});
export type PendingMissionsData = z.infer<typeof pendingMissionsDataSchema>;

/** The other party of a task, with whether their authority document can be shown. */
export const counterpartSchema = z.object({
  id: z.number().int(),
  verification_image: z.string().nullable(),
  yetkibelgesi: z.boolean(),
});
export type Counterpart = z.infer<typeof counterpartSchema>;

export const missionDetailSchema = missionRowSchema.extend({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  ownerAvatar: z.string().nullable(),
  userAvatar: z.string().nullable(),
  telNo: z.string().nullable(),
  wpMessage: z.string().nullable(),
  muhatap: counterpartSchema.nullable(),
  /** The tip shown while the task is assigned (status 1); null otherwise. */
  statusTip: z.string().nullable(),
  /**
   * For the assignee only, while the task is assigned or completed and its owner has filled in his
   * authority document: a signed address of that document as a PDF, issued for this task.
   */
  authorityPdf: z.string().nullable(),
});
export type MissionDetail = z.infer<typeof missionDetailSchema>;

export const archiveItemSchema = z.object({
  missionId: z.number().int(),
  baroName: z.string(),
  adliyeName: z.string().nullable(),
  categoryName: z.string(),
  missionPrice: z.number(),
  ownerName: z.string(),
  userName: z.string(),
  ownerAvatar: z.string().nullable(),
  userAvatar: z.string().nullable(),
  ownerVerificationImage: z.string().nullable(),
  userVerificationImage: z.string().nullable(),
  ownerBaro: z.string().nullable(),
  userBaro: z.string().nullable(),
  comment: z.string().nullable(),
  rating: z.number().nullable(),
});
export type ArchiveItem = z.infer<typeof archiveItemSchema>;

export const applicantBioSchema = z.object({
  text: z.string().nullable(),
  performances: z.array(performanceScoreSchema),
  /** The applicant's reliability record (without the hints, which only he reads). */
  record: reliabilityRecordSchema.optional(),
});
export type ApplicantBio = z.infer<typeof applicantBioSchema>;

export const applicantSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  message: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  mission_latitude: z.number().nullable(),
  mission_longitude: z.number().nullable(),
  /** Whole km between the applicant and the task (haversine, floored); null without both points. */
  distance: z.number().int().nullable().optional(),
  owner: z.boolean(),
  selectable: z.boolean(),
  selectAll: z.boolean(),
  /** The applicant says "Adliyedeyim" at the task's courthouse now (the owner's 'Adliyede' badge). */
  present: z.boolean(),
  bio: applicantBioSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

export const cancelRequestItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  verification_image: z.string().nullable(),
  /** HTML. */
  text: z.string(),
  status: z.object({ name: z.string(), colorName: z.string() }),
  /** When true the recipient sees 'Onaylıyorum' and 'Reddediyorum' instead of the status. */
  actions: z.boolean(),
  /** The viewer made the request (a rejected one of his points him to the dispute desk). */
  mine: z.boolean(),
  /** Made less than a day before the task's planned time (or after it); kept for reliability. */
  late: z.boolean(),
});
export type CancelRequestItem = z.infer<typeof cancelRequestItemSchema>;

export const cancelInfoSchema = z.object({
  missions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  types: z.array(z.object({ value: z.string(), text: z.string() })),
  requests: z.array(cancelRequestItemSchema),
  /** Requests the lawyer may still make this month (the User record's cancel_request). */
  remaining: z.number().int(),
});
export type CancelInfo = z.infer<typeof cancelInfoSchema>;
