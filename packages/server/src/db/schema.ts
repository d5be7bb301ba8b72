import type {
  ComplaintCategory,
  DisputeVerdict,
  ComplaintStatus,
  ImagePurpose,
  MissionStatusCode,
  PayoutStatus,
  WalletEntryKind,
  GuaranteeState,
  WebPopupAudience,
} from '@meslektas/domain';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One interface per table. Money columns are integer kuruş, flags are 0/1 integers and
 * timestamps ISO-8601 strings, identical on SQLite and PostgreSQL.
 */
interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** Provinces; id is the plate code (34 İstanbul, 55 Samsun). */
export interface CitiesTable {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface DistrictsTable {
  id: number;
  city_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** Bar associations; id equals the province's plate code. */
interface BarsTable {
  id: number;
  name: string;
  city_id: number;
}

export interface CourthousesTable {
  id: number;
  baro_id: number;
  city_id: number;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  is_main: Generated<number>;
}

type OutAdliye = 'both' | 'in' | 'out';

export interface CategoriesTable {
  id: number;
  name: string;
  /** Allowed budgets in whole lira, comma-separated. */
  price: string;
  out_adliye: Generated<OutAdliye>;
  time_required: Generated<number>;
  sort_order: Generated<number>;
  active: Generated<number>;
}

export interface SpecialitiesTable {
  id: number;
  name: string;
}

export interface MissionAnswersTable {
  id: number;
  text: string;
  sort_order: Generated<number>;
}

interface ConstantsTable {
  name: string;
  description: string;
}

export interface FaqsTable {
  id: Generated<number>;
  kind: 'general' | 'partnership';
  title: string;
  content: string;
  sort_order: Generated<number>;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  body: string;
  in_homepage: Generated<number>;
  url: string | null;
  created_at: string;
}

export interface WebPopupsTable {
  id: Generated<number>;
  status: Generated<number>;
  url: string;
  link: string | null;
  /** 'all', or 'non_vip' for an upsell that must not greet a Pro member. */
  audience: Generated<WebPopupAudience>;
}

type AccountStatus = 'active' | 'passive';
type AccountRole = 'lawyer' | 'operator';

interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  /** Always 05xxxxxxxxx. */
  telephone: string;
  password_hash: string;
  baro_id: number | null;
  avatar: string | null;
  pending_avatar: string | null;
  verification_image: string | null;
  /** A blue tick image waiting for an operator (its stable file path). */
  pending_verification_image: string | null;
  /** Why an operator refused the last blue tick image; cleared by a new one. */
  verification_rejected_reason: string | null;
  vip: Generated<number>;
  pro_last_date: string | null;
  premium_price: Generated<number>;
  premium_discount: Generated<number>;
  mission_status: Generated<number>;
  mission_create: Generated<number>;
  add_mission: Generated<number>;
  email_notify: Generated<number>;
  sms_notify: Generated<number>;
  call_notify: Generated<number>;
  /** Whether his tasks' reminders also go by push, and by SMS (0820); the notification always goes. */
  reminder_push: Generated<number>;
  reminder_sms: Generated<number>;
  about_text: string | null;
  pending_about_text: string | null;
  /** Bar changes paid for and not used yet; choosing another bar spends one. */
  bar_change_rights: Generated<number>;
  cancel_request: Generated<number>;
  deleted: Generated<number>;
  sms_verified_at: string | null;
  email_verified_at: string | null;
  /** The daily digest e-mail: 1 wanted. */
  digest_enabled: Generated<number>;
  /** Its Istanbul time, HH:mm (domain's digestTimes); null: never picked (the default applies). */
  digest_time: string | null;
  status: Generated<AccountStatus>;
  ban_message: string | null;
  tc: string | null;
  sicil: string | null;
  /** Set on the first authority-document save (or by an operator); the T.C. number is fixed after. */
  tc_locked_at: string | null;
  /** The district invoices are written for (GET getInvoiceDetails, PUT updateInvoice). */
  invoice_district_id: number | null;
  /** Domain's referral-code format; unique. Shared as /kayit?ref=CODE. */
  referral_code: string | null;
  /** The lawyer whose referral link this account registered through. */
  referrer_id: number | null;
  terms_accepted_at: string | null;
  /** 'operator' runs the console (/yonetim, /api/admin); everyone else is a 'lawyer'. */
  role: Generated<AccountRole>;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  updated_at: string;
}

interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  revoked: Generated<number>;
  created_at: string;
  last_used_at: string | null;
}

export type CodeChannel = 'sms' | 'email';

/** What a code proves: a telephone or e-mail being verified, a password reset by SMS, or a new number (a phone change). */
export type CodePurpose = CodeChannel | 'reset' | 'phone';

interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  channel: CodePurpose;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

interface OutboxTable {
  id: Generated<number>;
  channel: CodeChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** An e-mail's HTML part, beside the text in `body`. */
  html: string | null;
  /** JSON text: an e-mail's extra headers (List-Unsubscribe). */
  headers: string | null;
}

interface ThrottlesTable {
  key: string;
  hits: number;
  reset_at: string;
}

interface UserCourthousesTable {
  user_id: number;
  adliye_id: number;
}

interface UserExcludedCategoriesTable {
  user_id: number;
  category_id: number;
}

interface UserSpecialitiesTable {
  user_id: number;
  speciality_id: number;
  score: Generated<number>;
}

interface ShortDescriptionsTable {
  id: Generated<number>;
  /** NULL: a system description. */
  user_id: number | null;
  description: string;
  created_at: string;
}

export interface MissionsTable {
  id: Generated<number>;
  owner_id: number;
  user_id: number | null;
  baro_id: number;
  adliye_id: number | null;
  out_adliye: Generated<number>;
  address_name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  category_id: number;
  /** Kuruş. */
  price: number;
  /** YYYY-MM-DD. */
  plan_date: string;
  /** HH:MM. */
  plan_time: string | null;
  detail: string;
  fast: Generated<number>;
  /** Domain's MissionStatus: 0 open, 1 assigned, 2 completed, 4 cancelled. */
  status: Generated<MissionStatusCode>;
  cancel_text: string | null;
  created_at: string;
  assigned_at: string | null;
  completed_at: string | null;
  completed_by: number | null;
  cancelled_at: string | null;
  /** When the first wave (lawyers present at the courthouse) gives way to the whole audience; null: open to all. */
  opens_to_all_at: string | null;
  /** When the current application window started: at creation, until a fallback opens a fresh one. */
  window_started_at: string;
  /** How many times the owner extended the window of a task nobody applied to. */
  extensions: Generated<number>;
  /** The radius (km) a task nobody applied to was widened to; null: not widened. */
  widened_km: number | null;
  /** 1: güvenceli ödeme; choosing an applicant starts the card payment instead of assigning. */
  guaranteed: Generated<number>;
}

/** The assigned lawyer's outcome report on a task (one a task), with the owner's one question. */
interface MissionReportsTable {
  id: Generated<number>;
  mission_id: number;
  user_id: number;
  /** JSON text: the chosen outcome codes. */
  outcomes: string;
  note: string | null;
  next_hearing_at: string | null;
  filed_at: string;
  /** Planned time + the report hours; on time when filed_at <= due_at. */
  due_at: string;
  question: string | null;
  questioned_at: string | null;
  answer: string | null;
  answered_at: string | null;
  accepted_at: string | null;
}

/** "Adliyedeyim": one row a lawyer, at one courthouse, until it expires. No coordinates are kept. */
interface PresencesTable {
  user_id: number;
  adliye_id: number;
  started_at: string;
  expires_at: string;
}

/** A lawyer's private calendar feed: the SHA-256 of its token, never the token. */
interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
}

/** The neighbouring courthouses a widened task is offered at. */
interface MissionReachTable {
  mission_id: number;
  adliye_id: number;
  /** From the task's courthouse, in metres. */
  distance_m: number;
}

/** An owner's choice for a task nobody applied to. */
interface MissionFallbacksTable {
  id: Generated<number>;
  mission_id: number;
  kind: 'extend' | 'widen' | 'raise' | 'cancel';
  /** JSON text: the new radius, or the old and new budget in kuruş. */
  detail: string | null;
  created_at: string;
}

interface ApplicationsTable {
  id: Generated<number>;
  mission_id: number;
  user_id: number;
  message_id: number;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
}

interface CommentsTable {
  id: Generated<number>;
  mission_id: number;
  /** The author. */
  user_id: number;
  /** The counterpart the comment is about. */
  target_user_id: number;
  rating: number;
  comment: Generated<string>;
  created_at: string;
}

interface DeliveriesTable {
  id: Generated<number>;
  /** services/notifications/deliveries.ts: DeliveryKind. */
  kind: string;
  /** The task it is about; null for a job about a lawyer (his daily digest). */
  mission_id: number | null;
  /** The lawyer a per-lawyer job is for. */
  user_id: number | null;
  /** Unique when set: a job stored once however many processes schedule it ('digest:<user>:<day>'). */
  job_key: string | null;
  /** JSON text: the audience rule's input and the notification. */
  payload: string;
  /** The last lawyer id written; each chunk moves it with its notifications. */
  cursor: Generated<number>;
  state: Generated<'pending' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  claimed_at: string | null;
  created_at: string;
  done_at: string | null;
  /** Not started before this time (a later wave's notice); null: at once. */
  due_at: string | null;
  /** The process holding the claim (host and pid), while it is running. */
  claimed_by: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON text. */
  data: string;
  read_at: string | null;
  created_at: string;
}

/** Who a special notification speaks to: every lawyer, the members of one bar, or one lawyer. */
type SpecialNotificationAudience = 'everyone' | 'bar' | 'lawyer';

export interface SpecialNotificationsTable {
  id: Generated<number>;
  audience: SpecialNotificationAudience;
  /** Set for 'bar'. */
  baro_id: number | null;
  /** Set for 'lawyer'. */
  user_id: number | null;
  title: string;
  /** HTML written by the operators; filtered on the way out. */
  body: string;
  created_at: string;
}

export type ActivityType = 'created' | 'assigned' | 'completed' | 'cancelled' | 'joined';

export interface ActivityTable {
  id: Generated<number>;
  type: ActivityType;
  user_id: number;
  mission_id: number | null;
  created_at: string;
}

/** Public: anyone may load it (approved avatars). Private: only the people entitled to it. */
export type FileVisibility = 'public' | 'private';

interface FilesTable {
  id: Generated<number>;
  /** Random and server-chosen; also the file's name in its URL. */
  storage_key: string;
  owner_id: number;
  purpose: ImagePurpose;
  visibility: FileVisibility;
  /** Set when the task's owner and assigned lawyer may see the file too. */
  mission_id: number | null;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  created_at: string;
}

/** A browser's web push subscription (its push service endpoint and keys), for one lawyer. */
interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

interface ComplaintsTable {
  id: Generated<number>;
  user_id: number;
  category: ComplaintCategory;
  title: string;
  /** Plain text. */
  body: string;
  is_web: 0 | 1;
  status: ComplaintStatus;
  created_at: string;
  read_at: string | null;
  closed_at: string | null;
  /** The operator's note written when closing; plain text. */
  note: string | null;
}

interface ComplaintImagesTable {
  complaint_id: number;
  file_id: number;
}

export interface CancelRequestTypesTable {
  id: number;
  /** What the form sends as cancel_text. */
  value: string;
  text: string;
  sort_order: Generated<number>;
}

type CancelRequestStatusColumn = 'pending' | 'confirmed' | 'rejected';

interface CancelRequestsTable {
  id: Generated<number>;
  mission_id: number;
  requester_id: number;
  /** The task's other party, who may confirm or reject. */
  recipient_id: number;
  type_value: string;
  type_text: string;
  /** Plain text. */
  description: string | null;
  status: CancelRequestStatusColumn;
  late: Generated<0 | 1>;
  created_at: string;
  answered_at: string | null;
}

export interface TicketOptionsTable {
  id: number;
  parent_id: number | null;
  key: string;
  text: string;
  type: 'animation_modal_text' | 'infoText' | 'subselect' | null;
  redirect: 'sss' | 'baro_change' | 'cancel_request' | null;
  info: string | null;
  sort_order: Generated<number>;
}

interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  option_id: number | null;
  subject: string;
  /** Plain text. */
  message: string;
  status: 'pending' | 'answered';
  /** Operator's HTML, filtered on the way out. */
  answer: string | null;
  created_at: string;
  answered_at: string | null;
}

type DisputeStatusColumn = 'open' | 'resolved';

interface DisputesTable {
  id: Generated<number>;
  mission_id: number;
  opener_id: number;
  /** The task's creator and assigned lawyer: the dispute's two parties. */
  owner_id: number;
  assignee_id: number;
  status: DisputeStatusColumn;
  /** Plain text. */
  result_message: string | null;
  created_at: string;
  resolved_at: string | null;
  /** Against whom the operator decided it: none | owner | assignee; NULL while open (or before). */
  decided_against: DisputeVerdict | null;
}

/** A lawyer's reliability counts (rules/reliability.ts), refreshed where their inputs change. */
export interface LawyerRecordsTable {
  user_id: number;
  completed: number;
  reports_counted: number;
  reports_on_time: number;
  late_cancels: number;
  disputes_lost: number;
  median_apply_minutes: number | null;
  report_hours: number;
  refreshed_at: string;
  /** The earliest future time the counts change by time alone; NULL when none. */
  stale_at: string | null;
}

interface DisputeMessagesTable {
  id: Generated<number>;
  dispute_id: number;
  /** NULL: an operator wrote it for the desk. */
  sender_id: number | null;
  /** Plain text. */
  body: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  moderated_at: string | null;
}

interface DisputeMessageImagesTable {
  message_id: number;
  file_id: number;
}

interface DisputeReadsTable {
  dispute_id: number;
  user_id: number;
  read_at: string;
}

/** A payout request; its amount (kuruş) is held in the ledger while pending. */
interface PayoutsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  bank_name: string;
  /** Electronic form, TR and 24 digits. */
  iban: string;
  amount: number;
  status: PayoutStatus;
  /** The client's Idempotency-Key: one payout per lawyer and key. */
  idempotency_key: string | null;
  created_at: string;
  decided_at: string | null;
}

/** One reward per invitee, per telephone and per T.C. number, ever. */
interface ReferralRewardsTable {
  id: Generated<number>;
  referrer_id: number;
  invitee_id: number;
  telephone: string;
  tc: string | null;
  amount: number;
  created_at: string;
}

/** The append-only ledger: the balance is the sum of a lawyer's entries (signed kuruş). */
interface WalletEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: WalletEntryKind;
  amount: number;
  payout_id: number | null;
  referral_reward_id: number | null;
  /** The guaranteed payment a `guarantee_release` entry pays out. */
  guaranteed_payment_id: Generated<number | null>;
  note: string | null;
  created_at: string;
}

/** Every operator action; append-only (triggers refuse UPDATE and DELETE). */
interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  subject_type: string;
  subject_id: number;
  reason: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** One card payment attempt (migration 0600); amounts in kuruş, fixed by the server at creation. */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  type: 'vip' | 'baro_change';
  amount: number;
  currency: string;
  provider: 'sandbox' | 'iyzico';
  provider_ref: string | null;
  status: 'created' | 'pending_3ds' | 'paid' | 'failed';
  failure_reason: string | null;
  card_last4: string | null;
  invoice_district_id: number | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** One task's guaranteed payment (docs/decisions/016); amounts in kuruş. */
export interface GuaranteedPaymentsTable {
  id: Generated<number>;
  mission_id: number;
  owner_id: number;
  assignee_id: number;
  provider: 'sandbox' | 'iyzico';
  provider_ref: string;
  provider_item_ref: Generated<string | null>;
  /** iyzico's paymentId of the held payment (migration 0910). */
  provider_payment_ref: Generated<string | null>;
  /** iyzico's checkout form of the current attempt, opened again while it is reserved (migration 0920). */
  checkout_url: Generated<string | null>;
  attempt: Generated<number>;
  state: GuaranteeState;
  budget: number;
  fee: number;
  total: number;
  released: Generated<number>;
  fee_kept: Generated<number>;
  refunded: Generated<number>;
  reserved_until: string | null;
  auto_release_at: Generated<string | null>;
  frozen: Generated<number>;
  card_last4: Generated<string | null>;
  failure_reason: Generated<string | null>;
  ended_by: Generated<string | null>;
  decided_by: Generated<number | null>;
  reason: Generated<string | null>;
  created_at: string;
  updated_at: string;
  held_at: Generated<string | null>;
  ended_at: Generated<string | null>;
}

/** The held money's append-only ledger: a payment's entries sum to what is still held. */
interface GuaranteedPaymentEntriesTable {
  id: Generated<number>;
  payment_id: number;
  kind: 'held' | 'released' | 'fee' | 'refunded';
  amount: number;
  provider_ref: string | null;
  created_at: string;
}

/** A lawyer's iyzico sub-merchant (migration 0910): created once, reused for every guaranteed task. */
interface SubMerchantsTable {
  user_id: number;
  sub_merchant_key: string;
  /** The IBAN and holder's name iyzico was last given (the name from migration 0920; null before). */
  iban: string;
  name: Generated<string | null>;
  created_at: string;
}

/** Where a lawyer is paid (migration 0920): the IBAN and the account holder's name, without a title. */
interface PayoutAccountsTable {
  user_id: number;
  name: string;
  iban: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  bars: BarsTable;
  courthouses: CourthousesTable;
  categories: CategoriesTable;
  specialities: SpecialitiesTable;
  mission_answers: MissionAnswersTable;
  constants: ConstantsTable;
  faqs: FaqsTable;
  pages: PagesTable;
  web_popups: WebPopupsTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  throttles: ThrottlesTable;
  user_courthouses: UserCourthousesTable;
  user_excluded_categories: UserExcludedCategoriesTable;
  user_specialities: UserSpecialitiesTable;
  short_descriptions: ShortDescriptionsTable;
  missions: MissionsTable;
  applications: ApplicationsTable;
  comments: CommentsTable;
  notifications: NotificationsTable;
  deliveries: DeliveriesTable;
  presences: PresencesTable;
  mission_reach: MissionReachTable;
  mission_fallbacks: MissionFallbacksTable;
  mission_reports: MissionReportsTable;
  lawyer_records: LawyerRecordsTable;
  special_notifications: SpecialNotificationsTable;
  activity: ActivityTable;
  files: FilesTable;
  push_subscriptions: PushSubscriptionsTable;
  complaints: ComplaintsTable;
  complaint_images: ComplaintImagesTable;
  cancel_request_types: CancelRequestTypesTable;
  cancel_requests: CancelRequestsTable;
  ticket_options: TicketOptionsTable;
  tickets: TicketsTable;
  disputes: DisputesTable;
  dispute_messages: DisputeMessagesTable;
  dispute_message_images: DisputeMessageImagesTable;
  dispute_reads: DisputeReadsTable;
  payouts: PayoutsTable;
  referral_rewards: ReferralRewardsTable;
  wallet_entries: WalletEntriesTable;
  audit_log: AuditLogTable;
  payments: PaymentsTable;
  guaranteed_payments: GuaranteedPaymentsTable;
  guaranteed_payment_entries: GuaranteedPaymentEntriesTable;
  sub_merchants: SubMerchantsTable;
  payout_accounts: PayoutAccountsTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NewMission = Insertable<MissionsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type FileRow = Selectable<FilesTable>;
