import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Header, type HeaderProps } from '../header/header.tsx';
import { MobileBottomBar, type MobileBottomBarProps } from '../mobile-bottom-bar/mobile-bottom-bar.tsx';
import type { LinkComponent } from '../nav/link.tsx';
import { Sidebar, type SidebarProps } from '../sidebar/sidebar.tsx';

export type AppShellProps = {
  header: Omit<HeaderProps, 'LinkComponent'>;
  sidebar: Omit<SidebarProps, 'LinkComponent' | 'currentPath'>;
  bottomBar?: Omit<MobileBottomBarProps, 'LinkComponent' | 'currentPath'>;
  currentPath?: string;
  LinkComponent?: LinkComponent;
  /** Rendered once, outside the scrolling content (for example the Toaster). */
  overlay?: React.ReactNode;
  skipLinkLabel?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * The main layout: header on top; the sidebar beside the content from the `lg` breakpoint; on
 * smaller screens the sidebar is gone and the bottom bar takes its place.
 */
export function AppShell({
  header,
  sidebar,
  bottomBar,
  currentPath,
  LinkComponent,
  overlay,
  skipLinkLabel = 'İçeriğe geç',
  className,
  children,
}: AppShellProps) {
  return (
    <div data-slot="app-shell" className={cn('min-h-dvh bg-canvas', className)}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {skipLinkLabel}
      </a>
      <Header {...header} LinkComponent={LinkComponent} />
      <div className="mx-auto flex w-full max-w-screen-2xl">
        <Sidebar
          {...sidebar}
          currentPath={currentPath}
          LinkComponent={LinkComponent}
          className={cn(
            'sticky top-[var(--spacing-header)] hidden max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-r border-line bg-surface lg:flex',
            sidebar.className,
          )}
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-3 pb-[calc(var(--spacing-bottom-bar)+1.5rem)] pt-4 outline-none sm:px-6 lg:pb-8"
        >
          {children}
        </main>
      </div>
      <MobileBottomBar
        {...bottomBar}
        pendingCount={bottomBar?.pendingCount ?? sidebar.pendingCount}
        currentPath={currentPath}
        LinkComponent={LinkComponent}
        className={cn('lg:hidden', bottomBar?.className)}
      />
      {overlay}
    </div>
  );
}
