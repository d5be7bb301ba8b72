import type { RouteName } from '@meslektas/domain';
import { Suspense, type ComponentType } from 'react';
import { DocumentTitle } from '../components/document-title.tsx';
import { RouteFallback } from '../components/route-fallback.tsx';
import { ScreenBoundary } from '../components/screen-boundary.tsx';

/**
 * A route's page under its title, showing the loading state while the page's chunk arrives and a
 * Turkish error in its place (the layout around it untouched) when the page fails.
 */
export function Screen({ name, page: Page }: { name: RouteName; page: ComponentType }) {
  return (
    <>
      <DocumentTitle name={name} />
      <ScreenBoundary>
        <Suspense fallback={<RouteFallback />}>
          <Page />
        </Suspense>
      </ScreenBoundary>
    </>
  );
}
