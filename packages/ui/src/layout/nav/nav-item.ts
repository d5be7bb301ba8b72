import type * as React from 'react';

/** One entry of a navigation menu; the app may replace any default list with its own. */
export type NavItem = {
  href: string;
  label: string;
  icon?: React.ReactNode;
  /** A count shown beside the label (pending tasks, waiting dispute messages); 0 hides it. */
  badge?: number;
  /** Screen-reader text for the badge, e.g. '3 bekleyen mesaj'. */
  badgeLabel?: string;
  /** Current only on its own path, not on the pages below it (the console's dashboard). */
  exact?: boolean;
};

/** Whether `href` is the current page or one of its children ('/conflict/3' under '/conflicts' is not). */
export function isActiveHref(href: string, currentPath: string | undefined, exact = false): boolean {
  if (!currentPath) return false;
  if (href === '/' || exact) return currentPath === href;
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
