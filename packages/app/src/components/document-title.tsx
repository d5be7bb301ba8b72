import { pageTitle, type RouteName } from '@meslektas/domain';
import { useEffect } from 'react';

/** Names the browser tab after the route; it draws nothing (ui's PageTitle is the heading on the page). */
export function DocumentTitle({ name }: { name: RouteName }) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  return null;
}
