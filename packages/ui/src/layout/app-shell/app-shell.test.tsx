import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from '../../lib/test-root.ts';
import { headerArgs, sidebarArgs } from '../story-fixtures.tsx';
import { AppShell } from './app-shell.tsx';

const mounted = rootPerTest();
const setWidth = (width: number) =>
  act(() =>
    (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
      width,
      height: 800,
    }),
  );
const sidebar = () => mounted.host.querySelector('[data-slot="sidebar"]');
const bottomBar = () => mounted.host.querySelector('[data-slot="mobile-bottom-bar"]');

describe('AppShell at each width', () => {
  it('draws the sidebar only from the lg breakpoint and the bottom bar only below it, following a resize', async () => {
    setWidth(360);
    // Async: the header's deferred menus start loading once the first render is in.
    await act(async () =>
      mounted.root.render(
        <AppShell header={headerArgs()} sidebar={sidebarArgs()} currentPath="/">
          <p>içerik</p>
        </AppShell>,
      ),
    );
    expect(sidebar()).toBeNull();
    expect(bottomBar()).not.toBeNull();

    setWidth(1280);
    expect(sidebar()).not.toBeNull();
    expect(bottomBar()).toBeNull();

    setWidth(1023);
    expect(sidebar()).toBeNull();
    expect(bottomBar()).not.toBeNull();
  });
});
