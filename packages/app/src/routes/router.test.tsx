import { feedbackMessages, pageTitle, type User } from '@meslektas/domain';
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { clearToken, setToken } from '../lib/auth-token.ts';
import { perform } from '../lib/outcomes.ts';
import { Link, useParams } from '../lib/router.tsx';

// The route table, guards and layouts are real; the screens behind them are stand-ins, so these
// tests follow the router and not the screens' data.
const account = vi.hoisted(() => ({ user: undefined as Partial<User> | undefined }));

vi.mock('../hooks/use-current-user.ts', () => ({
  useCurrentUser: () => ({ data: account.user, error: undefined }),
}));
vi.mock('../components/app-shell.tsx', () => ({
  default: ({ children }: { children: ReactNode }) =>
    createElement('div', { 'data-layout': 'main' }, children),
}));
vi.mock('../features/auth/components/login-page.tsx', () => ({
  default: () => createElement('h1', null, 'login screen'),
}));
vi.mock('../features/auth/components/account-state-page.tsx', () => ({
  default: () => createElement('h1', null, 'account state screen'),
}));
vi.mock('../features/home/components/home-page.tsx', () => ({
  default: () => createElement(Link, { to: '/arsiv' }, 'to the archive'),
}));
vi.mock('../features/archive/components/archive-page.tsx', () => ({
  default: () => createElement('h1', null, 'archive screen'),
}));
vi.mock('../features/mission-detail/components/mission-detail-page.tsx', () => ({
  default: function Detail() {
    return createElement('h1', null, `detail of ${useParams().missionId ?? 'none'}`);
  },
}));

vi.mock('../features/content/components/notice-page.tsx', () => ({
  default: function Notice() {
    return createElement('h1', null, `notice ${useParams().slug ?? 'none'}`);
  },
}));

const verified: Partial<User> = {
  smsVerify: true,
  emailVerify: true,
  ban_message: null,
  status: true,
  deleted: false,
};

let root: Root | undefined;
let host: HTMLElement;

async function open(path: string) {
  window.history.replaceState(null, '', path);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(createElement(App));
}

const text = () => host.textContent ?? '';
// Generous: a route's lazy chunk may load while the rest of the suite is being transformed.
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

beforeEach(() => {
  clearToken();
  account.user = verified;
});

afterEach(() => {
  root?.unmount();
  host.remove();
});

describe('routes', () => {
  it('sends a visitor without a token to the login page, titled as the spec says', async () => {
    await open('/arsiv');
    await until(() => expect(text()).toBe('login screen'));
    expect(window.location.pathname).toBe('/login');
    await until(() => expect(document.title).toBe(pageTitle('login')));
  });

  it('shows a notice page (the consent texts of /kayit) to a visitor without a token, on its own', async () => {
    await open('/pages/kvkk-aydinlatma-metni');
    await until(() => expect(host.querySelector('h1')?.textContent).toBe('notice kvkk-aydinlatma-metni'));
    expect(window.location.pathname).toBe('/pages/kvkk-aydinlatma-metni');
    expect(host.querySelector('[data-layout="main"]')).toBeNull();
    expect(host.querySelector('[data-slot="brand-mark"]')).not.toBeNull();
    await until(() => expect(document.title).toBe(pageTitle('notice-page')));
  });

  it('shows a notice page to a signed-in lawyer inside the main layout', async () => {
    setToken('t');
    await open('/pages/kullanim-kosullari');
    await until(() => expect(text()).toBe('notice kullanim-kosullari'));
    expect(host.querySelector('[data-layout="main"]')).not.toBeNull();
  });

  it('takes a stored token straight from /login to home', async () => {
    setToken('t');
    await open('/login');
    await until(() => expect(text()).toBe('to the archive'));
    expect(window.location.pathname).toBe('/');
    await until(() => expect(document.title).toBe(pageTitle('home')));
  });

  it('shows the catch-all page for unknown paths, inside the main layout', async () => {
    setToken('t');
    await open('/yok/boyle');
    await until(() => expect(text()).toBe(feedbackMessages.notFound));
    expect(host.querySelector('[data-layout="main"]')).not.toBeNull();
    await until(() => expect(document.title).toBe(pageTitle('not-found')));
  });

  it('holds an unverified phone on /sms-verify, without the main layout', async () => {
    setToken('t');
    account.user = { ...verified, smsVerify: false };
    await open('/arsiv');
    await until(() => expect(window.location.pathname).toBe('/sms-verify'));
    await until(() => expect(text()).toBe('account state screen'));
    expect(host.querySelector('[data-layout="main"]')).toBeNull();
    await until(() => expect(document.title).toBe(pageTitle('sms-verify')));
  });

  it.each([
    // domain's firstBlockingState: banned before the phone, as the server's 403 says.
    [
      'a banned lawyer with an unverified phone',
      { ban_message: 'Kural ihlali', smsVerify: false },
      '/account-banned',
    ],
    [
      'a banned, passive lawyer without a verified e-mail',
      { ban_message: 'Yasak', emailVerify: false, status: false },
      '/account-banned',
    ],
    ['an unverified phone and e-mail', { smsVerify: false, emailVerify: false }, '/sms-verify'],
    ['a passive lawyer without a verified e-mail', { emailVerify: false, status: false }, '/email-verify'],
  ])('holds %s on %s', async (_label, change, path) => {
    setToken('t');
    account.user = { ...verified, ...change };
    await open('/sms-verify');
    await until(() => expect(window.location.pathname).toBe(path));
    await until(() => expect(text()).toBe('account state screen'));
  });

  it('sends a lawyer whose account is fine away from a state page', async () => {
    setToken('t');
    await open('/account-passive');
    await until(() => expect(window.location.pathname).toBe('/'));
  });

  it('passes route params to the page and matches paths regardless of case', async () => {
    setToken('t');
    await open('/gorev-detaylari/42');
    await until(() => expect(text()).toBe('detail of 42'));
    await until(() => expect(document.title).toBe(pageTitle('detail-task')));
    root?.unmount();
    host.remove();
    await open('/ARSIV');
    await until(() => expect(text()).toBe('archive screen'));
  });

  it('follows a link without a reload, pushes one history entry and starts the page at its top', async () => {
    setToken('t');
    await open('/');
    await until(() => expect(text()).toBe('to the archive'));
    const before = window.history.length;
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    host
      .querySelector('a')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await until(() => expect(text()).toBe('archive screen'));
    expect(window.location.pathname).toBe('/arsiv');
    expect(window.history.length).toBe(before + 1);
    await until(() => expect(document.title).toBe(pageTitle('archive')));
    // A new page starts at its top; going back keeps the browser's position.
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith(0, 0);
    window.history.back();
    await until(() => expect(text()).toBe('to the archive'));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('routes redirects decided outside React, replacing the entry when the target is the current page', async () => {
    setToken('t');
    await open('/');
    await until(() => expect(text()).toBe('to the archive'));
    const before = window.history.length;
    perform({ redirect: '/arsiv' });
    await until(() => expect(text() + window.location.pathname).toBe('archive screen/arsiv'));
    expect(window.history.length).toBe(before + 1);
    perform({ redirect: '/arsiv' });
    await new Promise((r) => setTimeout(r, 20));
    expect(window.history.length).toBe(before + 1);
    clearToken();
    perform({ redirect: '/login' });
    await until(() => expect(text()).toBe('login screen'));
  });
});
