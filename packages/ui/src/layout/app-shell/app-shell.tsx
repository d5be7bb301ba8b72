import * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Header, type HeaderProps } from '../header/header.tsx';
import { MobileBottomBar, type MobileBottomBarProps } from '../mobile-bottom-bar/mobile-bottom-bar.tsx';
import { Deferred } from '../../lib/deferred.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { NavDrawerButton } from '../nav-drawer/nav-drawer-button.tsx';
import { Sidebar, type SidebarProps } from '../sidebar/sidebar.tsx';

/** Tailwind's `lg` breakpoint: the sidebar beside the content from here, the bottom bar below it. */
const WIDE = '(min-width: 64rem)';

// The drawer's code (Radix dialog, focus trap) loads after the page is shown; its button is drawn at once.
const NavDrawer = React.lazy(() =>
  import('../nav-drawer/nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })),
);

export type AppShellProps = {
  header: Omit<HeaderProps, 'menu'>;
  sidebar: Omit<SidebarProps, 'currentPath' | 'as'>;
  bottomBar?: Omit<MobileBottomBarProps, 'currentPath'>;
  currentPath?: string;
  /** Names of the phone's menu drawer. */
  drawerLabels?: { label?: string; title?: string; closeLabel?: string };
  /** Rendered once, outside the scrolling content (for example the Toaster). */
  overlay?: React.ReactNode;
  skipLinkLabel?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * The main layout: header on top; the sidebar beside the content from the `lg` breakpoint; on
 * smaller screens the sidebar opens as a drawer from the header's menu button, and the bottom bar
 * holds the five most used destinations. Only the one of the two that the width shows is drawn (both
 * where the width is unknown, each hidden by CSS at the other widths): on a phone the sidebar was a
 * fifth of home's elements and more of a lighter screen's, built and styled on every load to stay
 * hidden.
 */
export function AppShell({
  header,
  sidebar,
  bottomBar,
  currentPath,
  drawerLabels,
  overlay,
  skipLinkLabel = 'İçeriğe geç',
  className,
  children,
}: AppShellProps) {
  const wide = useMediaQuery(WIDE);
  return (
    <div data-slot="app-shell" className={cn('min-h-dvh bg-canvas', className)}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {skipLinkLabel}
      </a>
      <Header
        {...header}
        menu={
          <Deferred
            haspopup="dialog"
            standIn={(press) => (
              <NavDrawerButton {...press} aria-label={drawerLabels?.label ?? 'Menü'} className="lg:hidden" />
            )}
          >
            {(opened) => (
              <NavDrawer
                {...drawerLabels}
                sidebar={sidebar}
                currentPath={currentPath}
                className="lg:hidden"
                defaultOpen={opened}
              />
            )}
          </Deferred>
        }
      />
      <div className="mx-auto flex w-full max-w-screen-2xl">
        {wide === false ? null : (
          <Sidebar
            {...sidebar}
            currentPath={currentPath}
            className={cn(
              'sticky top-[var(--spacing-header)] hidden max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-r border-line bg-surface lg:flex',
              sidebar.className,
            )}
          />
        )}
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-3 pb-[calc(var(--spacing-bottom-bar)+1.5rem)] pt-4 outline-none sm:px-6 lg:pb-8"
        >
          {children}
        </main>
      </div>
      {wide === true ? null : (
        <MobileBottomBar
          {...bottomBar}
          pendingCount={bottomBar?.pendingCount ?? sidebar.pendingCount}
          currentPath={currentPath}
          className={cn('lg:hidden', bottomBar?.className)}
        />
      )}
      {overlay}
    </div>
  );
}
