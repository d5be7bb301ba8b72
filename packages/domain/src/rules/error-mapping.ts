import type { StatusFalse } from '../contract/envelopes.ts';
import { isStatusFalse } from '../contract/guards.ts';
import { type ApiErrorCode, isApiErrorCode } from '../contract/error-codes.ts';
import { feedbackMessages, GENERIC_INVALID_DATA_MESSAGE } from '../messages.ts';
import { ACCOUNT_STATES, accountStateErrorCodes } from './account-state.ts';
import { errorToast, joinMessages, messagesOf, type Outcome, successToast } from './outcome.ts';
import { consolePaths } from './console-routes.ts';
import { accountStatePaths, buildPath } from './routes.ts';
import { DEFAULT_ANIMATION_SECONDS } from './timings.ts';

/** Calls whose outcome the spec's error catalogue fixes; anything else gets the general rules. */
export type ApiCall =
  | 'auth.login'
  | 'auth.logout'
  | 'auth.smsResend'
  | 'auth.smsVerify'
  | 'auth.emailResend'
  | 'auth.emailVerify'
  | 'mission.confirm'
  | 'mission.detail'
  | 'mission.create'
  | 'mission.checkAdliyeUsers'
  | 'application.getUsers'
  | 'application.selectUser'
  | 'user.newComment'
  | 'user.updateBaroAndAdliye'
  | 'user.password'
  | 'user.aboutText'
  | 'user.missionStatus'
  | 'user.notify'
  | 'user.email'
  | 'user.getProfile'
  | 'yetkibelgesi.load'
  | 'yetkibelgesi.save'
  | 'yetkibelgesi.delete'
  | 'payout.request'
  | 'other';

export interface CallContext {
  missionId?: number;
  /** The bar-change call is silent on 400 everywhere and also on 422 in settings. */
  where?: 'settings' | 'ticket';
  /** Task creation waits animasyon_saniye seconds (default 1) before redirecting. */
  animationSeconds?: number;
}

export interface ApiFailure {
  call?: ApiCall;
  /** 0 for a network failure. */
  status: number;
  body?: unknown;
  context?: CallContext;
}

/** 403 error codes that put the user on an account-state page: the state's own page. */
export const accountErrorRoutes: Readonly<Record<string, string>> = Object.fromEntries(
  ACCOUNT_STATES.map((state) => [accountStateErrorCodes[state], accountStatePaths[state]]),
);

export const LOGIN_AFTER_LOGOUT = '/login?logout=1';
const PREMIUM = '/premium-uyelik';

/** The dialog of an application refused for the free tier's daily limit. */
export const dailyLimitTexts = {
  title: 'Günlük Başvuru Sınırı',
  fallback: 'Ücretsiz üyelikte günlük başvuru sınırınıza ulaştınız. Pro üyelikte başvuru sınırı yoktur.',
  action: 'Pro üyeliğe geç',
} as const;
const BAR_CHANGE_PAYMENT = '/payment/baro_change';

/** The body's `error`, when it is a code of the contract (an unknown one counts as none). */
const errorCode = (body: unknown): ApiErrorCode | undefined => {
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return isApiErrorCode(code) ? code : undefined;
};

const serverMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';

const toastOf = (text: string): Outcome => (text ? { toast: errorToast(text) } : {});

function perCall(f: ApiFailure): Outcome | undefined {
  const { status, body } = f;
  switch (f.call) {
    case 'auth.login':
    case 'user.newComment':
    case 'user.notify':
    case 'auth.smsVerify':
    case 'payout.request':
      return toastOf(joinMessages(body));
    case 'auth.emailVerify':
    case 'auth.emailResend':
      return {};
    case 'mission.confirm':
      // Before one's wave: the server's message says when he may apply.
      if (status === 403 && errorCode(body) === 'first_wave') return toastOf(serverMessage(body));
      // The free tier's daily limit: say why and what Pro changes before sending him to Pro.
      if (status === 403 && errorCode(body) === 'premium_required') {
        return {
          modal: {
            title: dailyLimitTexts.title,
            text: serverMessage(body) || dailyLimitTexts.fallback,
            action: { label: dailyLimitTexts.action, to: PREMIUM },
          },
        };
      }
      return { redirect: PREMIUM };
    case 'mission.detail':
      return status === 403 ? { redirect: PREMIUM } : undefined;
    case 'application.getUsers':
      if (status !== 400) return undefined;
      return {
        redirect: f.context?.missionId ? buildPath('detail-task', { missionId: f.context.missionId }) : '/',
      };
    case 'user.updateBaroAndAdliye':
      if (status === 400 || (status === 422 && f.context?.where === 'settings')) return {};
      return { redirect: BAR_CHANGE_PAYMENT };
    case 'user.aboutText':
      return toastOf(feedbackMessages.aboutTextFailed);
    case 'user.missionStatus':
      return toastOf(feedbackMessages.missionStatusFailed);
    case 'yetkibelgesi.load':
      return toastOf(feedbackMessages.authorityLoadFailed);
    case 'yetkibelgesi.save':
    case 'yetkibelgesi.delete': {
      const [first, ...rest] = messagesOf(body).map(errorToast);
      if (!first) return undefined;
      return rest.length > 0 ? { toast: first, extraToasts: rest } : { toast: first };
    }
    case 'mission.checkAdliyeUsers': {
      const text = (body as { modalMessage?: unknown } | undefined)?.modalMessage;
      return typeof text === 'string' && text ? { modal: { text } } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * What a failed call means for the user. Order: 401 (leave), account-state 403s, the call's own rule
 * from the catalogue, then the general rules (422, 404, server message, network).
 */
export function mapApiError(f: ApiFailure): Outcome {
  if (f.status === 401 && f.call !== 'auth.login') return { dropToken: true, redirect: LOGIN_AFTER_LOGOUT };
  const code = errorCode(f.body);
  if (f.status === 403 && code && accountErrorRoutes[code]) return { redirect: accountErrorRoutes[code] };
  // Roles keep to their side (console-routes.ts): the page's own guard redirects the same way.
  if (f.status === 403 && code === 'lawyer_only') return { redirect: consolePaths.dashboard };
  if (f.status === 403 && code === 'operator_only') return { redirect: '/' };
  const own = perCall(f);
  if (own) return own;
  if (f.status === 0) return toastOf(feedbackMessages.genericError);
  if (f.status === 422) {
    const errors = (f.body as { errors?: Record<string, string[]> } | undefined)?.errors;
    const out = toastOf(joinMessages(f.body));
    return errors && Object.keys(errors).length > 0 ? { ...out, fieldErrors: errors } : out;
  }
  if (f.status === 404) return { redirect: '/' };
  const message = serverMessage(f.body);
  return message && message !== GENERIC_INVALID_DATA_MESSAGE ? toastOf(message) : {};
}

/** A 200 answer with `status: 'false'`. */
export function mapStatusFalse(call: ApiCall | undefined, body: StatusFalse): Outcome {
  if (call === 'user.email') return { redirect: '/email-verify' };
  if (call === 'user.password') {
    const m = body.messages;
    const first = Array.isArray(m) ? m[0] : (m.password?.[0] ?? messagesOf(body)[0]);
    return toastOf(first ?? '');
  }
  return toastOf(joinMessages(body));
}

/** What a successful answer means: navigation after login, apply, selection, creation; server messages. */
export function mapApiSuccess(call: ApiCall | undefined, body: unknown, context: CallContext = {}): Outcome {
  if (isStatusFalse(body)) return mapStatusFalse(call, body);
  switch (call) {
    case 'auth.login':
      return { toast: successToast(feedbackMessages.loginSuccess), redirect: '/', redirectDelayMs: 500 };
    case 'auth.logout':
      return { toast: successToast(feedbackMessages.logoutSuccess), dropToken: true, redirect: '/login' };
    case 'auth.smsVerify':
    case 'auth.emailVerify':
      return { redirect: '/' };
    case 'mission.confirm':
      return { redirect: buildPath('applied-tasks') };
    case 'application.selectUser':
      return context.missionId
        ? { redirect: buildPath('detail-task', { missionId: context.missionId }) }
        : {};
    case 'mission.create':
      return {
        redirect: buildPath('created-tasks'),
        redirectDelayMs: Math.max(0, context.animationSeconds ?? DEFAULT_ANIMATION_SECONDS) * 1000,
      };
    default: {
      const message = serverMessage(body);
      return message ? { toast: successToast(message) } : {};
    }
  }
}
