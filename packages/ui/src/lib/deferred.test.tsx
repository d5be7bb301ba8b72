import * as React from 'react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from './test-root.ts';
import { Deferred } from './deferred.tsx';

/** A lazy "real menu" whose code arrives when the test says so. */
function gatedMenu() {
  let arrive!: () => void;
  const gate = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Menu = React.lazy(async () => {
    await gate;
    return {
      default: ({ defaultOpen }: { defaultOpen: boolean }) => (
        <>
          <button type="button" aria-label="gerçek tetik" />
          {defaultOpen ? <div role="menu">Bildirimler</div> : null}
        </>
      ),
    };
  });
  return { Menu, arrive: () => act(async () => arrive()) };
}

const mounted = rootPerTest();

function renderDeferred(Menu: React.ComponentType<{ defaultOpen: boolean }>) {
  act(() =>
    mounted.root.render(
      <Deferred standIn={(press) => <button {...press} aria-label="yer tutucu" />}>
        {(opened) => <Menu defaultOpen={opened} />}
      </Deferred>,
    ),
  );
}

const button = (name: string) =>
  mounted.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe('Deferred', () => {
  it('draws the stand-in as a closed menu button until the code arrives, then the real control, closed', async () => {
    const { Menu, arrive } = gatedMenu();
    renderDeferred(Menu);
    const standIn = button('yer tutucu');
    expect(standIn?.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn?.getAttribute('aria-expanded')).toBe('false');
    expect(standIn?.type).toBe('button');
    await arrive();
    expect(button('yer tutucu')).toBeNull();
    expect(button('gerçek tetik')).not.toBeNull();
    expect(mounted.host.querySelector('[role="menu"]')).toBeNull();
  });

  it('opens the real control once it arrives when the stand-in was clicked, and moves focus to it', async () => {
    const { Menu, arrive } = gatedMenu();
    renderDeferred(Menu);
    const standIn = button('yer tutucu')!;
    act(() => {
      standIn.focus();
      standIn.click();
    });
    expect(mounted.host.querySelector('[role="menu"]')).toBeNull();
    await arrive();
    expect(mounted.host.querySelector('[role="menu"]')?.textContent).toBe('Bildirimler');
    expect(document.activeElement).toBe(button('gerçek tetik'));
  });

  it('opens on ArrowDown as a menu button does, and leaves focus alone when the stand-in did not have it', async () => {
    const { Menu, arrive } = gatedMenu();
    renderDeferred(Menu);
    act(() => {
      button('yer tutucu')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await arrive();
    expect(mounted.host.querySelector('[role="menu"]')).not.toBeNull();
    expect(document.activeElement).not.toBe(button('gerçek tetik'));
  });
});
