import { consolePaths } from '@meslektas/domain';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteFallback } from '../components/route-fallback.tsx';
import { Navigate } from '../lib/router.tsx';
import { ConsoleLayout } from './components/console-layout.tsx';

const DashboardPage = lazy(() => import('./components/admin-dashboard-page.tsx'));
const AccountsPage = lazy(() => import('./components/admin-accounts-page.tsx'));
const ModerationPage = lazy(() => import('./components/admin-moderation-page.tsx'));
const DisputesPage = lazy(() => import('./components/admin-disputes-page.tsx'));
const PayoutsPage = lazy(() => import('./components/admin-payouts-page.tsx'));
const PaymentsPage = lazy(() => import('./components/admin-payments-page.tsx'));
const GuaranteesPage = lazy(() => import('./components/admin-guarantees-page.tsx'));
const TicketsPage = lazy(() => import('./components/admin-tickets-page.tsx'));
const ComplaintsPage = lazy(() => import('./components/admin-complaints-page.tsx'));
const AuditLogPage = lazy(() => import('./components/admin-audit-page.tsx'));
const ContentConstantsPage = lazy(() => import('./components/admin-content-constants-page.tsx'));
const ContentPagesPage = lazy(() => import('./components/admin-content-pages-page.tsx'));
const ContentFaqsPage = lazy(() => import('./components/admin-content-faqs-page.tsx'));
const ContentPopupsPage = lazy(() => import('./components/admin-content-popups-page.tsx'));
const CategoriesPage = lazy(() => import('./components/admin-categories-page.tsx'));
const CourthousesPage = lazy(() => import('./components/admin-courthouses-page.tsx'));
const SpecialNotificationsPage = lazy(() => import('./components/admin-special-notifications-page.tsx'));

const relative = (path: string) => path.slice(consolePaths.dashboard.length + 1);

/**
 * The operator console under /yonetim: a route tree and layout of its own, loaded only when an
 * operator opens it (the account guard sends everyone else away before this chunk is asked for).
 */
export default function ConsoleApp() {
  return (
    <ConsoleLayout>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path={relative(consolePaths.accounts)} element={<AccountsPage />} />
          <Route path={relative(consolePaths.moderation)} element={<ModerationPage />} />
          <Route path={relative(consolePaths.disputes)} element={<DisputesPage />} />
          <Route path={relative(consolePaths.payouts)} element={<PayoutsPage />} />
          <Route path={relative(consolePaths.payments)} element={<PaymentsPage />} />
          <Route path={relative(consolePaths.guarantees)} element={<GuaranteesPage />} />
          <Route path={relative(consolePaths.tickets)} element={<TicketsPage />} />
          <Route path={relative(consolePaths.complaints)} element={<ComplaintsPage />} />
          <Route path={relative(consolePaths.audit)} element={<AuditLogPage />} />
          <Route path={relative(consolePaths.contentConstants)} element={<ContentConstantsPage />} />
          <Route path={relative(consolePaths.contentPages)} element={<ContentPagesPage />} />
          <Route path={relative(consolePaths.contentFaqs)} element={<ContentFaqsPage />} />
          <Route path={relative(consolePaths.contentPopups)} element={<ContentPopupsPage />} />
          <Route path={relative(consolePaths.categories)} element={<CategoriesPage />} />
          <Route path={relative(consolePaths.courthouses)} element={<CourthousesPage />} />
          <Route path={relative(consolePaths.specialNotifications)} element={<SpecialNotificationsPage />} />
          <Route path="*" element={<Navigate to={consolePaths.dashboard} replace />} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}
