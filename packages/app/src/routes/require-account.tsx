import { guardRedirect } from '@meslektas/domain';
import type { ReactNode } from 'react';
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
  if (!user) {
    return error ? (
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
