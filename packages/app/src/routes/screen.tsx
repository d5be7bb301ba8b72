import type { RouteName } from '@meslektas/domain';
import { Suspense, type ComponentType } from 'react';
import { PageTitle } from '../components/page-title.tsx';
import { RouteFallback } from '../components/route-fallback.tsx';

/** A route's page under its title, showing the loading state while the page's chunk arrives. */
export function Screen({ name, page: Page }: { name: RouteName; page: ComponentType }) {
  return (
    <>
      <PageTitle name={name} />
      <Suspense fallback={<RouteFallback />}>
        <Page />
      </Suspense>
    </>
  );
}
