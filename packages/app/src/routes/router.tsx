import { routes } from '@meslektas/domain';
import { Suspense, useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteFallback } from '../components/route-fallback.tsx';
import { ScreenBoundary } from '../components/screen-boundary.tsx';
// Screens' chunks are fetched again when a try fails (lib/lazy-with-retry.ts).
import { lazyWithRetry as lazy } from '../lib/lazy-with-retry.ts';
import { bindOutcomes } from '../lib/outcomes.ts';
import { ScrollToTop, useLocation, useNavigate } from '../lib/router.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { Screen } from './screen.tsx';

// The first screen a visitor gets is the login: the entry holds its route and nothing else, and
// every other route (table, guard, layout, screens) loads behind the login in chunks of their own.
const LoginPage = lazy(() => import('../features/auth/components/login-page.tsx'));
const RegisterPage = lazy(() => import('../features/register/components/register-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page.tsx'));
const PublicNoticePage = lazy(() => import('../features/content/components/public-notice-page.tsx'));
const Protected = lazy(() => import('./protected.tsx'));

/**
 * Redirects decided outside React (domain's outcomes: 401, 403, after login) go through the router.
 * Bound while the page is committed, before it is painted, so an outcome that arrives right after
 * the first paint already finds this router and not an earlier one.
 */
function OutcomeNavigation() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(
    () => bindOutcomes({ navigate: (to) => void navigate(to, { replace: to === pathname + search }) }),
    [navigate, pathname, search],
  );
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <OutcomeNavigation />
      <Routes>
        <Route
          path={routes.login.path}
          element={
            <GuestOnly>
              <Screen name="login" page={LoginPage} />
            </GuestOnly>
          }
        />
        <Route
          path={routes.register.path}
          element={
            <GuestOnly>
              <Screen name="register" page={RegisterPage} />
            </GuestOnly>
          }
        />
        <Route
          path={routes['forgot-password'].path}
          element={
            <GuestOnly>
              <Screen name="forgot-password" page={ForgotPasswordPage} />
            </GuestOnly>
          }
        />
        <Route
          path="*"
          element={
            <RequireAuth publicPage={<Screen name="notice-page" page={PublicNoticePage} />}>
              <ScreenBoundary>
                <Suspense fallback={<RouteFallback />}>
                  <Protected />
                </Suspense>
              </ScreenBoundary>
            </RequireAuth>
          }
        />
      </Routes>
    </>
  );
}
