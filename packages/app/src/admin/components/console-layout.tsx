import { ConsoleFrame, queueCounts } from '@meslektas/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { logout } from '../../lib/logout.ts';
import { useLocation } from '../../lib/router.tsx';
import { useDashboard } from '../api/dashboard.ts';

/**
 * The console's frame with its pages (ui's ConsoleFrame); each queue shows the records waiting in
 * it, from the dashboard's queue sizes (one call, shared with the dashboard page).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useDashboard();
  const counts = useMemo(() => queueCounts(data?.queues ?? []), [data]);
  return (
    <ConsoleFrame currentPath={pathname} counts={counts} onLogout={() => void logout()}>
      {children}
    </ConsoleFrame>
  );
}

/**
 * A console page's heading, and the browser tab's title; with `status`, the line under it that
 * tells what the last action did.
 */
export function ConsoleHeading({ children, status }: { children: string; status?: string }) {
  useEffect(() => {
    document.title = `${children} | Meslektaş Yönetim`;
  }, [children]);
  return (
    <>
      <h1 className="text-2xl font-semibold">{children}</h1>
      {status === undefined ? null : (
        <p role="status" className="text-sm text-success">
          {status}
        </p>
      )}
    </>
  );
}
