import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ChunkLoadError, importWithRetry, lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { BrowserRouter, Link } from '../lib/router.tsx';
import { Screen } from './screen.tsx';

// A layout like the app's (navigation beside the routed screen) around real Screens, so the tests
// follow how a screen fails and not what the screens draw.
const home = vi.hoisted(() => ({ broken: false, mounts: 0 }));

function Home() {
  home.mounts += 1;
  if (home.broken) throw new Error('home broke');
  return createElement('h1', null, 'home screen');
}
const Archive = () => createElement('h1', null, 'archive screen');
const Payment = () => createElement('h1', null, 'payment screen');

const noWait = () => Promise.resolve();
const missingChunk = () => new TypeError('Failed to fetch dynamically imported module');

let root: Root | undefined;
let host: HTMLElement;
let consoleError: MockInstance<typeof console.error>;

function open(
  path: string,
  payment: () => Promise<{ default: () => ReactNode }> = async () => ({ default: Payment }),
) {
  const PaymentPage = lazyWithRetry(payment, { wait: noWait });
  window.history.replaceState(null, '', path);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    createElement(
      BrowserRouter,
      null,
      createElement(
        'nav',
        null,
        createElement(Link, { to: '/arsiv' }, 'Arşiv'),
        createElement(Link, { to: '/odeme' }, 'Ödeme'),
      ),
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/', element: createElement(Screen, { name: 'home', page: Home }) }),
        createElement(Route, {
          path: '/arsiv',
          element: createElement(Screen, { name: 'archive', page: Archive }),
        }),
        createElement(Route, {
          path: '/odeme',
          element: createElement(Screen, { name: 'payment', page: PaymentPage }),
        }),
      ),
    ),
  );
}

const text = () => host.textContent ?? '';
const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 5 });
const press = (element: Element | null | undefined) =>
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
const link = (name: string) => [...host.querySelectorAll('a')].find((a) => a.textContent === name);
/** How many times React reported this error (its default for errors a boundary catches). */
const reports = (error: unknown) => consoleError.mock.calls.filter((call) => call.includes(error)).length;

beforeEach(() => {
  home.broken = false;
  home.mounts = 0;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  root?.unmount();
  host.remove();
});

describe('a screen that throws', () => {
  beforeEach(() => {
    home.broken = true;
  });

  it('shows the Turkish message in its place and leaves the navigation around it', async () => {
    open('/');
    await until(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toContain('Bu sayfa açılamadı'),
    );
    expect(link('Arşiv')).toBeDefined();
    expect(link('Ödeme')).toBeDefined();
    expect(button('Tekrar Dene')).toBeDefined();
  });

  it('mounts the screen again on Tekrar Dene, which shows it once it no longer throws', async () => {
    open('/');
    await until(() => expect(button('Tekrar Dene')).toBeDefined());
    const mountsBefore = home.mounts;
    home.broken = false;
    press(button('Tekrar Dene'));
    await until(() => expect(text()).toContain('home screen'));
    expect(home.mounts).toBeGreaterThan(mountsBefore);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('clears the error when the lawyer goes to another route', async () => {
    open('/');
    await until(() => expect(button('Tekrar Dene')).toBeDefined());
    press(link('Arşiv'));
    await until(() => expect(text()).toContain('archive screen'));
    expect(window.location.pathname).toBe('/arsiv');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('a screen whose chunk does not load', () => {
  it('is fetched again, and shown as if nothing happened, when the first try fails', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(missingChunk())
      .mockResolvedValue({ default: Payment });
    open('/odeme', load);
    await until(() => expect(text()).toContain('payment screen'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('offers to reload the page when every try fails, and is logged once', async () => {
    const load = vi.fn<() => Promise<{ default: () => ReactNode }>>().mockRejectedValue(missingChunk());
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    open('/odeme', load);
    await until(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toContain('Bu sayfa yüklenemedi'),
    );
    expect(load).toHaveBeenCalledTimes(3);
    expect(link('Arşiv')).toBeDefined();
    const logged = consoleError.mock.calls.flat().find((arg) => arg instanceof ChunkLoadError);
    expect(logged).toBeInstanceOf(ChunkLoadError);
    expect(reports(logged)).toBe(1);
    press(button('Sayfayı Yenile'));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('importWithRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits a little longer before each new try, then gives up with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const cause = missingChunk();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(cause);
    const result = importWithRetry(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(399);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(799);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
