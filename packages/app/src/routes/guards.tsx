import { entryRedirect, routes } from '@meslektas/domain';
import type { ReactNode } from 'react';
import { getToken } from '../lib/auth-token.ts';
import { Navigate } from '../lib/router.tsx';

/** The login page is for guests: a stored token goes straight home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const target = entryRedirect('login', { hasToken: getToken() !== null });
  return target ? <Navigate to={target} replace /> : children;
}

/** Every other page needs a token; without one the visitor logs in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return getToken() ? children : <Navigate to={routes.login.path} replace />;
}
