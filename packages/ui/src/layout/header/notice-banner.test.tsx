import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootPerTest } from '../../lib/test-root.ts';
import { NoticeBanner } from './notice-banner.tsx';

const notices = [
  { id: 1, title: 'Adli tatil döneminde acil görevler açık', href: '/pages/adli-tatil' },
  { id: 2, title: 'Yeni ilçe adliyeleri eklendi', href: '/pages/yeni-adliyeler' },
  { id: 3, title: 'Davet ettiğiniz her meslektaş için 10 TL kazanın' },
];

const mounted = rootPerTest();

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function render() {
  act(() => mounted.root.render(<NoticeBanner notices={notices} />));
}

const shown = () => mounted.host.querySelector('[data-slot="notice-banner"] .truncate')!.textContent;
const toggle = () => mounted.host.querySelector<HTMLButtonElement>('[data-slot="notice-banner-toggle"]')!;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the header notice banner', () => {
  it('changes notice every 3 seconds, and a pointer resting on it does not stop it', () => {
    render();
    expect(shown()).toBe(notices[0]!.title);
    act(() => {
      mounted.host
        .querySelector('[data-slot="notice-banner"]')!
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    wait(2999);
    expect(shown()).toBe(notices[0]!.title);
    wait(1);
    expect(shown()).toBe(notices[1]!.title);
    wait(3000);
    expect(shown()).toBe(notices[2]!.title);
  });

  it('stops while keyboard focus is on the notice and goes on once it leaves', () => {
    render();
    const link = mounted.host.querySelector('a')!;
    act(() => link.focus());
    wait(9000);
    expect(shown()).toBe(notices[0]!.title);
    expect(mounted.host.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    act(() => link.blur());
    wait(3000);
    expect(shown()).toBe(notices[1]!.title);
  });

  it('stops and starts again with its own button, which says what it will do', () => {
    render();
    expect(toggle().getAttribute('aria-label')).toBe('Duyuruları durdur');
    expect(mounted.host.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    act(() => toggle().click());
    expect(toggle().getAttribute('aria-label')).toBe('Duyuruları oynat');
    wait(9000);
    expect(shown()).toBe(notices[0]!.title);
    act(() => toggle().click());
    wait(3000);
    expect(shown()).toBe(notices[1]!.title);
  });

  it('given reduced motion / starts stopped, and the button starts it', () => {
    reducedMotion(true);
    render();
    wait(9000);
    expect(shown()).toBe(notices[0]!.title);
    expect(toggle().getAttribute('aria-label')).toBe('Duyuruları oynat');
    act(() => toggle().click());
    wait(3000);
    expect(shown()).toBe(notices[1]!.title);
  });
});
