import type { RouteName } from '@meslektas/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
// Screens' chunks are fetched again when a try fails (lib/lazy-with-retry.ts).
import { lazyWithRetry as lazy } from '../lib/lazy-with-retry.ts';

type Page = LazyExoticComponent<ComponentType>;

const accountStatePage = lazy(() => import('../features/auth/components/account-state-page.tsx'));

/**
 * The screens behind the login, one chunk each; a route of the spec without a screen yet shows the
 * catch-all page. The login screen is not here: it is the first route and loads with the entry.
 */
export const pages: Partial<Record<RouteName, Page>> = {
  'sms-verify': accountStatePage,
  'email-verify': accountStatePage,
  'account-passive': accountStatePage,
  'account-banned': accountStatePage,
  home: lazy(() => import('../features/home/components/home-page.tsx')),
  'assign-task': lazy(() => import('../features/create-task/components/create-task-page.tsx')),
  'assign-task-confirm': lazy(() => import('../features/create-task/components/confirm-task-page.tsx')),
  pending: lazy(() => import('../features/pending/components/pending-page.tsx')),
  'created-tasks': lazy(() => import('../features/mission-lists/components/created-page.tsx')),
  'selected-tasks': lazy(() => import('../features/mission-lists/components/selected-page.tsx')),
  'applied-tasks': lazy(() => import('../features/mission-lists/components/applied-page.tsx')),
  'not-applied-tasks': lazy(() => import('../features/mission-lists/components/not-applied-page.tsx')),
  'completed-tasks': lazy(() => import('../features/mission-lists/components/completed-page.tsx')),
  archive: lazy(() => import('../features/archive/components/archive-page.tsx')),
  'premium-account': lazy(() => import('../features/premium/components/premium-page.tsx')),
  payment: lazy(() => import('../features/payment/components/payment-page.tsx')),
  'detail-task': lazy(() => import('../features/mission-detail/components/mission-detail-page.tsx')),
  'desigination-task': lazy(() => import('../features/assignment/components/assignment-page.tsx')),
  notifications: lazy(() => import('../features/notifications/components/notifications-page.tsx')),
  'notice-page': lazy(() => import('../features/content/components/notice-page.tsx')),
  'special-notification': lazy(() => import('../features/content/components/special-notification-page.tsx')),
  'how-work': lazy(() => import('../features/content/components/how-it-works-page.tsx')),
  'task-rules': lazy(() => import('../features/content/components/task-rules-page.tsx')),
  'yetki-belgesi': lazy(
    () => import('../features/authority-document/components/authority-document-page.tsx'),
  ),
  'update-invoice': lazy(() => import('../features/invoice/components/invoice-page.tsx')),
  'lawyer-profile': lazy(() => import('../features/lawyer-profile/components/lawyer-profile-page.tsx')),
  'change-avatar': lazy(() => import('../features/profile-photo/components/profile-photo-page.tsx')),
  suggestion: lazy(() => import('../features/complaints/components/complaint-page.tsx')),
  'account-settings': lazy(() => import('./account-settings.tsx')),
  settings: lazy(() => import('./mobile-settings.tsx')),
  invite: lazy(() => import('../features/partnership/components/invite-page.tsx')),
  'partnership-faq': lazy(() => import('../features/partnership/components/partnership-faq-page.tsx')),
  'request-payment': lazy(() => import('../features/partnership/components/payout-request-page.tsx')),
  'cancel-task': lazy(() => import('../features/cancel-requests/components/cancel-requests-page.tsx')),
  support: lazy(() => import('./support.tsx')),
  conflicts: lazy(() => import('../features/disputes/components/disputes-page.tsx')),
  'conflict-detail': lazy(() => import('../features/disputes/components/dispute-detail-page.tsx')),
};

export const notFoundPage = lazy(() => import('./not-found-page.tsx'));
