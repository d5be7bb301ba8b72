import { LinkProvider } from '@meslektas/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OfflineNotice } from './components/offline-notice.tsx';
import { OutcomeModalHost } from './components/outcome-modal-host.tsx';
import { RouterLink } from './components/router-link.tsx';
import { bindOutcomes } from './lib/outcomes.ts';
import { BrowserRouter } from './lib/router.tsx';
import { AppRoutes } from './routes/router.tsx';

const ToastRegion = lazy(() => import('./components/toast-region.tsx'));

/** The toaster's code loads with the first toast, so screens that show none never fetch it. */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => bindOutcomes({ requestToaster: () => setWanted(true) }), []);
  return wanted ? (
    <Suspense>
      <ToastRegion />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    // Page changes render at once (with the route's loading state), as the spec's redirects and
    // toasts expect, rather than waiting in a transition for the next chunk.
    <BrowserRouter useTransitions={false}>
      {/* Every link of ui changes the page through the router, without a reload. */}
      <LinkProvider component={RouterLink}>
        <OfflineNotice />
        <Toasts />
        <OutcomeModalHost />
        <AppRoutes />
      </LinkProvider>
    </BrowserRouter>
  );
}
