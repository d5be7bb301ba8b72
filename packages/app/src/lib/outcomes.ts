import type { Outcome, Toast } from '@meslektas/domain';
import { clearToken } from './auth-token.ts';

/**
 * The only place that turns outcomes into effects (toasts, modals, redirects, dropping the token).
 * Descriptions come from domain's mapApiError / mapApiSuccess or from a screen's own rule.
 */
export type { Outcome, Toast };

type Navigate = (to: string) => void;
type Notify = (toast: Toast) => void;
type ShowModal = (modal: NonNullable<Outcome['modal']>) => void;

let navigate: Navigate = (to) => window.location.assign(to);
// The toaster is loaded on the first toast; until it is there, toasts wait here.
const waiting: Toast[] = [];
let requestToaster: () => void = () => {};
let notify: Notify = (toast) => {
  waiting.push(toast);
  requestToaster();
};
let showModal: ShowModal = (modal) => notify({ kind: 'info', text: modal.text });

/** Called by the router, the toaster and the modal host when they mount. */
export function bindOutcomes(next: {
  navigate?: Navigate;
  notify?: Notify;
  showModal?: ShowModal;
  requestToaster?: () => void;
}): void {
  if (next.navigate) navigate = next.navigate;
  if (next.requestToaster) {
    requestToaster = next.requestToaster;
    if (waiting.length) requestToaster();
  }
  if (next.notify) {
    notify = next.notify;
    waiting.splice(0).forEach(notify);
  }
  if (next.showModal) showModal = next.showModal;
}

export function perform(outcome: Outcome): void {
  if (outcome.dropToken) clearToken();
  if (outcome.toast) notify(outcome.toast);
  outcome.extraToasts?.forEach(notify);
  if (outcome.modal) showModal(outcome.modal);
  if (outcome.reloadAfterMs !== undefined)
    window.setTimeout(() => window.location.reload(), outcome.reloadAfterMs);
  const target = outcome.redirect;
  if (target === undefined) return;
  if (outcome.redirectDelayMs) window.setTimeout(() => navigate(target), outcome.redirectDelayMs);
  else navigate(target);
}
