/**
 * The machine codes an error body may carry in `error` (`{ message, error }`). The client decides
 * on the code, never on the Turkish message; the server may send only these, because every 4xx is
 * encoded through `apiErrorBodySchema`. Each line: what the code means, and its HTTP status.
 */

export const apiErrorCodes = [
  // Account states (403 on every `lawyer` call, first match wins; the client opens the state's page).
  /** 403: the account has a ban message; the client goes to /account-banned. */
  'account_banned',
  /** 403: the telephone is not verified; the client goes to /sms-verify. */
  'sms_not_verify',
  /** 403: the e-mail address is not verified; the client goes to /email-verify. */
  'email_not_verify',
  /** 403: the account is not approved yet (passive); the client goes to /account-passive. */
  'account_passive',

  // Roles (the operator console).
  /** 403: a console call (`/admin/…`) made by anyone but an operator. */
  'operator_only',
  /** 403: a lawyer's call made by an operator's account; the client opens /yonetim. */
  'lawyer_only',

  // Creating a task (mission/create).
  /** 403: the account may not create tasks at all (`mission_create` off). */
  'mission_create',
  /** 403: the restriction counter `add_mission` is above 0 (text: constant gorev_kisitlamasi). */
  'add_mission',
  /** 403: outside the hours tasks may be created (text: constant gorev_saat_disi). */
  'not_available_time',

  // Applying (mission/confirmMission).
  /** 403: the free tier's daily applications are used up; comes with `redirect: '/premium-uyelik'`. */
  'premium_required',
  /** 403: the lawyer applied to his own task. */
  'own_mission',
  /** 403: the lawyer's task-taking is off (`missionStatus` 0). */
  'mission_status_closed',
  /** 403: the task was not sent to this lawyer (another courthouse or bar, or an excluded category). */
  'not_in_audience',
  /** 409: the lawyer has already applied to this task. */
  'already_applied',
  /** 409: the task no longer takes applications (its window ended, or it is no longer open). */
  'window_closed',
  /** 403: the task is offered only to the lawyers present at its courthouse yet; the message says when he may apply. */
  'first_wave',

  // When nobody applies (mission/{id}/fallback/…).
  /** 409: the task is not open, is urgent, has an applicant, or its window is still running. */
  'fallback_not_due',
  /** 409: the choice is not available (no extension left, already widened, no courthouse near). */
  'fallback_unavailable',
  /** 409: the task changed since it was read (another choice or an application came first). */
  'fallback_conflict',

  // Assigning (application/getUsers, application/selectUser).
  /** 403: only the task's owner may see the applicants or assign. */
  'not_owner',
  /** 400 on getUsers (the client opens the task's detail), 409 on selectUser: already assigned. */
  'already_assigned',
  /** 422: the application window is still running, assignment is not possible yet. */
  'window_open',
  /** 422: the chosen applicant's account cannot take tasks now (deleted, passive or banned). */
  'applicant_unavailable',

  // Detail and authority documents (mission/detail, user/yetkibelgesi/{id}).
  /** 403: only the task's two parties (or the owner, for the document) may see it. */
  'not_party',

  // Bar change (user/update/baroAndAdliye).
  /** 402: choosing another bar needs a bar change right, bought at /payment/baro_change. */
  'bar_change_payment',

  // Ready descriptions (shortdescriptions).
  /** 403: own descriptions are switched off (constant allow_custom_descriptions is not '1'). */
  'custom_off',
  /** 403: a system description is read-only. */
  'system_description',

  // Completing, rating and cancelling (mission/markAsCompleted, user/newComment, mission/cancel).
  /** 409: the task is already completed. */
  'already_completed',
  /** 409: the task is cancelled. */
  'cancelled',
  /** 409: the task has no assignee yet, so it cannot be completed. */
  'not_assigned',
  /** 409: a rating needs a completed task. */
  'not_completed',
  /** 409: this party has already rated the other for this task. */
  'already_commented',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

const known: ReadonlySet<string> = new Set(apiErrorCodes);

/** Whether a value read from an error body is one of the codes the contract knows. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && known.has(value);
}
