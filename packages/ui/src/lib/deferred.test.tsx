import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Deferred } from './deferred.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function renderDeferred(Menu: React.ComponentType<{ defaultOpen: boolean }>) {
  act(() =>
    root.render(
      <Deferred standIn={(press) => <button {...press} aria-label="yer tutucu" />}>
        {(opened) => <Menu defaultOpen={opened} />}
      </Deferred>,
    ),
  );
}

const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

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
    expect(host.querySelector('[role="menu"]')).toBeNull();
  });

  it('opens the real control once it arrives when the stand-in was clicked, and moves focus to it', async () => {
    const { Menu, arrive } = gatedMenu();
    renderDeferred(Menu);
    const standIn = button('yer tutucu')!;
    act(() => {
      standIn.focus();
      standIn.click();
    });
    expect(host.querySelector('[role="menu"]')).toBeNull();
    await arrive();
    expect(host.querySelector('[role="menu"]')?.textContent).toBe('Bildirimler');
    expect(document.activeElement).toBe(button('gerçek tetik'));
  });

  it('opens on ArrowDown as a menu button does, and leaves focus alone when the stand-in did not have it', async () => {
    const { Menu, arrive } = gatedMenu();
    renderDeferred(Menu);
    act(() => {
      button('yer tutucu')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await arrive();
    expect(host.querySelector('[role="menu"]')).not.toBeNull();
    expect(document.activeElement).not.toBe(button('gerçek tetik'));
  });
});
