import { describe, expect, it } from 'vitest';
import { decideWebPopup, parseWebPopupState, WEB_POPUP_PAUSE_MS, webPopupIsFor } from './web-popup.ts';

const t0 = new Date('2026-11-21T09:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('web pop-up audience', () => {
  it.each([
    ['an upsell', 'non_vip', false, true],
    ['an upsell', 'non_vip', true, false],
    ['a pop-up for everyone', 'all', true, true],
    ['a pop-up for everyone', 'all', false, true],
  ] as const)('%s (%s) for vip=%s: shown %s', (_label, audience, vip, shown) => {
    expect(webPopupIsFor({ status: true, audience }, { vip })).toBe(shown);
  });

  it('a switched-off pop-up is for nobody', () => {
    expect(webPopupIsFor({ status: false, audience: 'all' }, { vip: false })).toBe(false);
  });
});

describe('web pop-up frequency', () => {
  it('shows on the first two visits, then holds back', () => {
    const first = decideWebPopup(null, t0);
    const second = decideWebPopup(first.state, later(1000));
    const third = decideWebPopup(second.state, later(2000));
    expect([first.show, second.show, third.show]).toEqual([true, true, false]);
    expect(third.state).toEqual(second.state);
  });

  it.each([
    ['exactly 24 hours', WEB_POPUP_PAUSE_MS, false],
    ['24 hours and a second', WEB_POPUP_PAUSE_MS + 1000, true],
    ['an hour', 3_600_000, false],
  ])('after two showings and %s, shows: %s', (_label, wait, show) => {
    const state = { count: 2, lastShownAt: t0.getTime() };
    const d = decideWebPopup(state, later(wait));
    expect(d.show).toBe(show);
    if (show) expect(d.state).toEqual({ count: 1, lastShownAt: later(wait).getTime() });
  });

  it('never shows a disabled pop-up', () => {
    expect(decideWebPopup(null, t0, false)).toEqual({ show: false, state: { count: 0, lastShownAt: null } });
  });

  it.each([
    [null, { count: 0, lastShownAt: null }],
    ['{broken', { count: 0, lastShownAt: null }],
    ['{"count":2,"lastShownAt":5}', { count: 2, lastShownAt: 5 }],
    ['{"count":-1,"lastShownAt":"x"}', { count: 0, lastShownAt: null }],
  ])('reads stored state %s', (raw, expected) => {
    expect(parseWebPopupState(raw)).toEqual(expected);
  });
});
