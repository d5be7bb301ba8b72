/**
 * Every call of the API, one file per area. Adding a call: declare it in its area's file with
 * `endpoint({...})`, register it on the server with `route(app, api.area.call, handler)`, call it
 * from the app with `callApi(api.area.call, input)`, and add its contract test.
 */
import type { EndpointSpec } from '../endpoint.ts';
import { adminCalls } from './admin.ts';
export {
  type AuditChange,
  auditChanges,
  auditSubjectPath,
  auditSubjectText,
  popupAudienceLabels,
} from './admin-audit.ts';
import { adminContentCalls } from './admin-content.ts';
import { adminCatalogCalls } from './admin-catalog.ts';
import { adminMoneyCalls } from './admin-money.ts';
import { adminQueueCalls } from './admin-queues.ts';
import { adminSupportCalls } from './admin-support.ts';
import { authCalls } from './auth.ts';
import { calendarCalls } from './calendar.ts';
import { cancelRequestCalls } from './cancel-requests.ts';
import { conflictCalls } from './conflicts.ts';
import { courthouseCalls } from './courthouses.ts';
import { fallbackCalls } from './fallback.ts';
import { adminGuaranteeCalls, guaranteeCalls } from './guaranteed-payments.ts';
import { digestCalls } from './digest.ts';
import { kvkkCalls } from './kvkk.ts';
import { listCalls } from './lists.ts';
import { missionCalls } from './missions.ts';
import { notificationCalls } from './notifications.ts';
import { partnershipCalls } from './partnership.ts';
import { paymentCalls } from './payments.ts';
import { profileCalls } from './profile.ts';
import { presenceCalls } from './presence.ts';
import { reminderCalls } from './reminders.ts';
import { pushCalls } from './push.ts';
import { profileDocumentCalls } from './profile-documents.ts';
import { realtimeCalls } from './realtime.ts';
import { referenceCalls } from './reference.ts';
import { reportCalls } from './reports.ts';
import { settingsCalls } from './settings.ts';
import { shortDescriptionCalls } from './short-descriptions.ts';
import { supportCalls } from './support.ts';
import { ticketCalls } from './tickets.ts';

export const api = {
  auth: authCalls,
  notifications: notificationCalls,
  missions: missionCalls,
  lists: listCalls,
  shortDescriptions: shortDescriptionCalls,
  reference: referenceCalls,
  courthouses: courthouseCalls,
  realtime: realtimeCalls,
  profile: profileCalls,
  settings: settingsCalls,
  push: pushCalls,
  presence: presenceCalls,
  digest: digestCalls,
  fallback: fallbackCalls,
  support: supportCalls,
  profileDocuments: profileDocumentCalls,
  partnership: partnershipCalls,
  cancelRequests: cancelRequestCalls,
  tickets: ticketCalls,
  conflicts: conflictCalls,
  admin: {
    ...adminCalls,
    ...adminQueueCalls,
    ...adminCatalogCalls,
    ...adminMoneyCalls,
    ...adminSupportCalls,
    ...adminContentCalls,
    ...adminGuaranteeCalls,
  },
  payments: paymentCalls,
  kvkk: kvkkCalls,
  reminders: reminderCalls,
  reports: reportCalls,
  calendar: calendarCalls,
  guarantees: guaranteeCalls,
} as const;

export type Api = typeof api;

/**
 * Every endpoint, for the server's completeness checks and the contract tests.
 * @internal Only tests read it; knip's production pass does not ask for a caller.
 */
export const allEndpoints: readonly EndpointSpec[] = Object.values(api).flatMap((area) =>
  Object.values(area as Record<string, EndpointSpec>),
);

const operationIds = new Map<EndpointSpec, string>(
  Object.entries(api).flatMap(([area, calls]) =>
    Object.entries(calls as Record<string, EndpointSpec>).map(
      ([name, spec]) => [spec, `${area}.${name}`] as const,
    ),
  ),
);

/** The call's name in the contract (`tickets.list` for `api.tickets.list`): its OpenAPI operationId. */
export function operationIdOf(spec: EndpointSpec): string {
  const id = operationIds.get(spec);
  if (!id) throw new Error(`${spec.method} ${spec.path} is not a call of the contract`);
  return id;
}

export { NOTIFICATION_NOT_FOUND, type SpecialNotification } from './notifications.ts';
export { type AccountDeletionPayload } from './kvkk.ts';
export { type CalendarFeed, type CreatedCalendarFeed } from './calendar.ts';
export { type KvkkExport, kvkkExportSchema } from '../kvkk-export.ts';
export { PAYMENT_NOT_FOUND, type Payment } from './payments.ts';
export {
  type AdminGuarantee,
  type AdminGuaranteeFilter,
  type GuaranteePage,
  adminGuaranteeFilters,
} from './guaranteed-payments.ts';
export { PUSH_SUBSCRIPTION_INVALID, type PushSubscriptionJson } from './push.ts';
export { PROFILE_COMMENTS_PER_PAGE, type ProfilePage } from './profile.ts';
export { type BlueTick, type BlueTickState, type NotifySettings } from './settings.ts';
export { type ExcludableCategory } from './courthouses.ts';
export { type MyCourthouses } from './reference.ts';
export { type FallbackOptionsData, type RaiseBudgetRequest } from './fallback.ts';
export { type DigestSettings, type DigestUpdatePayload, digestMessages } from './digest.ts';
export { type FileReportRequest, type Report, type ReportPanel, fileReportSchema } from './reports.ts';
export { type Presence, type PresentCount, type SetPresenceRequest, presenceMessages } from './presence.ts';
export { type ReminderSettings } from './reminders.ts';
export {
  ADMIN_DASHBOARD_DAYS,
  ADMIN_PAGE_SIZE,
  ADMIN_PRO_MAX_DAYS,
  ADMIN_RESTRICTION_MAX,
  type AdminAccount,
  type AdminAccountFilter,
  type AdminDashboard,
  type AdminDayStats,
  type AdminQueue,
  type AuditEntry,
  adminAccountFilters,
  auditActionLabels,
} from './admin.ts';
export {
  type AdminDispute,
  type AdminDisputeFilter,
  type AdminDisputeMessage,
  type AdminPayout,
  type AdminPayoutFilter,
  type ModerationItem,
  type ModerationKind,
  adminDisputeFilters,
  adminPayoutFilters,
  moderationKindLabels,
  moderationKinds,
} from './admin-queues.ts';
export {
  ADMIN_WALLET_ADJUSTMENT_MAX,
  type AdminPayment,
  type AdminPaymentStatusFilter,
  type AdminPaymentTypeFilter,
  type AdminWalletEntry,
  type AdminWalletSummary,
  adminPaymentStatusFilters,
  adminPaymentTypeFilters,
  walletAdjustmentMessages,
} from './admin-money.ts';
export {
  COMPLAINT_NOTE_MAX,
  type AdminComplaint,
  type AdminComplaintCategoryFilter,
  type AdminComplaintFilter,
  type AdminTicket,
  type AdminTicketFilter,
  type ComplaintAction,
  type ComplaintStatus,
  adminComplaintCategoryFilters,
  adminComplaintFilters,
  adminTicketFilters,
  canActOnComplaint,
  complaintActionsFrom,
  complaintCategoryLabels,
  complaintStatusLabels,
} from './admin-support.ts';
export {
  CATEGORY_PRICES_MAX,
  SPECIAL_BODY_MAX,
  SPECIAL_TITLE_MAX,
  type AdminBar,
  type AdminCategory,
  type AdminCourthouse,
  type AdminShortDescription,
  type AdminSpecialNotification,
  type CategoryPayload,
  type CourthousePayload,
  type SendSpecialNotificationPayload,
  type SpecialAudience,
  categoryPayloadSchema,
  categoryPlaceLabels,
  courthousePayloadSchema,
  sendSpecialNotificationSchema,
  specialAudienceLabels,
  specialAudiences,
} from './admin-catalog.ts';
export {
  type AdminConstant,
  type AdminFaq,
  type AdminPage,
  type AdminPopup,
  type FaqKind,
  faqKindLabels,
  faqKinds,
} from './admin-content.ts';
