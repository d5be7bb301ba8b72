import { Suspense } from 'react';
import { RouteFallback } from '../components/route-fallback.tsx';
import SupportPage from '../features/support-tickets/components/support-page.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/** Drawn only in the bar-change dialog: loaded when the dialog first opens. */
const CourthousesSection = lazyWithRetry(async () => ({
  default: (await import('../features/courthouses/components/courthouses-section.tsx')).CourthousesSection,
}));

/**
 * /akilli-destek-sistemi: its bar-change subject opens the settings' courthouses section, so the
 * change takes effect the same way from both places (user/update/baroAndAdliye).
 */
export default function SupportRoute() {
  return (
    <SupportPage
      barChange={(onSaved) => (
        <Suspense fallback={<RouteFallback />}>
          <CourthousesSection hideTitle onSaved={onSaved} />
        </Suspense>
      )}
    />
  );
}
