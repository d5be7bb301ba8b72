import { type RouteName, matchRoute } from '@meslektas/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
// Screens' chunks are fetched again when a try fails (lib/lazy-with-retry.ts).
import { lazyWithRetry as lazy } from '../lib/lazy-with-retry.ts';

type Page = LazyExoticComponent<ComponentType>;
/** A screen's chunk; its optional `preload` asks for the screen's reads ahead of its first render. */
type Loader = () => Promise<{ default: ComponentType; preload?: () => void }>;

const loadAccountStatePage: Loader = () => import('../features/auth/components/account-state-page.tsx');
const accountStatePage = lazy(loadAccountStatePage);

/** Each screen's chunk, fetched by its lazy page below or ahead of it by preloadPage. */
const loaders: Partial<Record<RouteName, Loader>> = {
  'sms-verify': loadAccountStatePage,
  'email-verify': loadAccountStatePage,
  'account-passive': loadAccountStatePage,
  'account-banned': loadAccountStatePage,
  home: () => import('../features/home/components/home-page.tsx'),
  'assign-task': () => import('../features/create-task/components/create-task-page.tsx'),
  'assign-task-confirm': () => import('../features/create-task/components/confirm-task-page.tsx'),
  pending: () => import('../features/pending/components/pending-page.tsx'),
  'created-tasks': () => import('../features/mission-lists/components/created-page.tsx'),
  'selected-tasks': () => import('../features/mission-lists/components/selected-page.tsx'),
  'applied-tasks': () => import('../features/mission-lists/components/applied-page.tsx'),
  'not-applied-tasks': () => import('../features/mission-lists/components/not-applied-page.tsx'),
  'completed-tasks': () => import('../features/mission-lists/components/completed-page.tsx'),
  archive: () => import('../features/archive/components/archive-page.tsx'),
  'premium-account': () => import('../features/premium/components/premium-page.tsx'),
  payment: () => import('../features/payment/components/payment-page.tsx'),
  'detail-task': () => import('../features/mission-detail/components/mission-detail-page.tsx'),
  'desigination-task': () => import('../features/assignment/components/assignment-page.tsx'),
  'guarantee-payment': () => import('../features/guarantee/components/guarantee-payment-page.tsx'),
  notifications: () => import('../features/notifications/components/notifications-page.tsx'),
  'notice-page': () => import('../features/content/components/notice-page.tsx'),
  'special-notification': () => import('../features/content/components/special-notification-page.tsx'),
  'how-work': () => import('../features/content/components/how-it-works-page.tsx'),
  'task-rules': () => import('../features/content/components/task-rules-page.tsx'),
  'yetki-belgesi': () => import('../features/authority-document/components/authority-document-page.tsx'),
  'update-invoice': () => import('../features/invoice/components/invoice-page.tsx'),
  'lawyer-profile': () => import('../features/lawyer-profile/components/lawyer-profile-page.tsx'),
  'change-avatar': () => import('../features/profile-photo/components/profile-photo-page.tsx'),
  suggestion: () => import('../features/complaints/components/complaint-page.tsx'),
  'account-settings': () => import('./account-settings.tsx'),
  settings: () => import('./mobile-settings.tsx'),
  invite: () => import('../features/partnership/components/invite-page.tsx'),
  'partnership-faq': () => import('../features/partnership/components/partnership-faq-page.tsx'),
  'request-payment': () => import('../features/partnership/components/payout-request-page.tsx'),
  'cancel-task': () => import('../features/cancel-requests/components/cancel-requests-page.tsx'),
  support: () => import('./support.tsx'),
  conflicts: () => import('../features/disputes/components/disputes-page.tsx'),
  'conflict-detail': () => import('../features/disputes/components/dispute-detail-page.tsx'),
};

/**
 * The screens behind the login, one chunk each; a route of the spec without a screen yet shows the
 * catch-all page. The login screen is not here: it is the first route and loads with the entry.
 */
export const pages: Partial<Record<RouteName, Page>> = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [
    name,
    load === loadAccountStatePage ? accountStatePage : lazy(load),
  ]),
);

export const notFoundPage = lazy(() => import('./not-found-page.tsx'));

/**
 * Starts fetching the chunk of the screen at `pathname` (ignoring failures: its lazy page tries
 * again), so it arrives beside the account and the layout rather than after them, and then the
 * screen's reads, which it would otherwise ask for only once the layout is drawn.
 */
export function preloadPage(pathname: string): void {
  const load = loaders[matchRoute(pathname)];
  if (load)
    load()
      .then((page) => page.preload?.())
      .catch(() => undefined);
}
