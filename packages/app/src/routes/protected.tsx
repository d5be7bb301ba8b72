import { consolePaths, matchRoute, routes, type RouteName } from '@meslektas/domain';
import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { preloadConstants } from '../api/get-constants.ts';
import { preloadPending } from '../api/get-pending.ts';
import { RouteFallback } from '../components/route-fallback.tsx';
import { preloadNotices } from '../hooks/use-notices.ts';
import { ApiError } from '../lib/api-client.ts';
// Screens' chunks are fetched again when a try fails (lib/lazy-with-retry.ts).
import { lazyWithRetry as lazy } from '../lib/lazy-with-retry.ts';
import { perform } from '../lib/outcomes.ts';
import { Outlet } from '../lib/router.tsx';
import { notFoundPage, pages, preloadPage } from './pages.tsx';
import { RequireAccount } from './require-account.tsx';
import { Screen } from './screen.tsx';

const loadAppShell = () => import('../components/app-shell.tsx');
const AppShell = lazy(loadAppShell);
// The operator console: its own route tree and chunks, which a lawyer's browser never asks for.
const ConsoleApp = lazy(() => import('../admin/admin-console.tsx'));

const names = Object.keys(pages) as RouteName[];
const routeOf = (name: RouteName) => (
  <Route
    key={name}
    path={routes[name].path}
    element={<Screen name={name} page={pages[name] ?? notFoundPage} />}
  />
);

/** The main layout (header, sidebar, bottom bar) around the routes whose layout is 'main'. */
function MainLayout() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}

/**
 * Everything behind the login: data hooks (SWR), the account-state guard and the routes of the
 * screens. A chunk of its own, so the login screen loads none of it, not even the route table's
 * chunk list.
 */
export default function Protected() {
  // What the first screen draws with (the site notices, constants and open tasks the layout waits
  // for, the screen's own chunk and reads, the main layout's code) is asked for beside the account,
  // not after it. The reads first: the chunks' requests would queue ahead of them. The layout's
  // chunk in a task of its own: each import adds the modulepreload links of its chunks at once.
  useEffect(() => {
    if (window.location.pathname.startsWith(consolePaths.dashboard)) return;
    preloadNotices();
    preloadConstants();
    if (routes[matchRoute(window.location.pathname)].layout === 'main') preloadPending();
    preloadPage(window.location.pathname);
    const shell = window.setTimeout(() => void loadAppShell().catch(() => undefined));
    return () => window.clearTimeout(shell);
  }, []);
  return (
    <SWRConfig
      value={{
        // Reads fail through the same mapping as actions: one place shows toasts and redirects.
        onError: (error: unknown) => {
          if (error instanceof ApiError) perform(error.outcome);
        },
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      <RequireAccount>
        <Routes>
          {names.filter((n) => routes[n].layout === 'bare').map(routeOf)}
          <Route
            path={`${consolePaths.dashboard}/*`}
            element={
              <Suspense fallback={<RouteFallback />}>
                <ConsoleApp />
              </Suspense>
            }
          />
          <Route element={<MainLayout />}>
            {names.filter((n) => routes[n].layout === 'main').map(routeOf)}
            <Route path="*" element={<Screen name="not-found" page={notFoundPage} />} />
          </Route>
        </Routes>
      </RequireAccount>
    </SWRConfig>
  );
}
