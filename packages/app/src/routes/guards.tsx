import { entryRedirect, isPublicRoute, matchRoute, routes } from '@meslektas/domain';
import type { ReactNode } from 'react';
import { getToken } from '../lib/auth-token.ts';
import { Navigate, useLocation } from '../lib/router.tsx';

/** The login page is for guests: a stored token goes straight home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const target = entryRedirect('login', { hasToken: getToken() !== null });
  return target ? <Navigate to={target} replace /> : children;
}

/**
 * Every other page needs a token; without one the visitor logs in first, except on a public page
 * (domain's isPublicRoute), which he reads as `publicPage` draws it.
 */
export function RequireAuth({ children, publicPage }: { children: ReactNode; publicPage: ReactNode }) {
  const { pathname } = useLocation();
  if (getToken()) return children;
  return isPublicRoute(matchRoute(pathname)) ? publicPage : <Navigate to={routes.login.path} replace />;
}
