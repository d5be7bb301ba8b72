import { guardRedirect } from '@meslektas/domain';
import { type ReactNode, useDeferredValue } from 'react';
import { RouteFallback } from '../components/route-fallback.tsx';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { Navigate, useLocation } from '../lib/router.tsx';

/**
 * Account states force their page (unverified phone or e-mail, banned, passive), and a lawyer no
 * longer in that state leaves it for home; domain decides which. A file of its own so that the
 * data hooks it needs load behind the login, not with the login screen.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: user, error } = useCurrentUser();
  // The account's arrival is a synchronous update; what it lets through (the layout and the screen)
  // is first drawn in a background render that yields to the browser, so a phone's main thread is
  // not blocked for the whole first render at once.
  const drawn = useDeferredValue(user !== undefined);
  if (!user || !drawn) {
    return error && !user ? (
      <p role="alert" className="p-6">
        Hesap bilgileri yüklenemedi.
      </p>
    ) : (
      <RouteFallback />
    );
  }
  const target = guardRedirect(user, pathname);
  return target ? <Navigate to={target} replace /> : children;
}
