import { pageTitle, type RouteName } from '@meslektas/domain';
import { useEffect } from 'react';

export function PageTitle({ name }: { name: RouteName }) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  return null;
}
