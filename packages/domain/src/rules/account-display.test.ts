import { describe, expect, it } from 'vitest';
import {
  checkAuthorityConsent,
  isDisputeResolved,
  showRestriction,
  showWelcomeBanner,
  ticketRedirectTarget,
  ticketStatusLabel,
} from './account-display.ts';

describe('account display rules', () => {
  it.each([
    [{ vip: false, new_user: true, old_premium: false }, true],
    [{ vip: false, new_user: false, old_premium: true }, true],
    [{ vip: false, new_user: false, old_premium: false }, false],
    [{ vip: true, new_user: true, old_premium: true }, false],
  ])('welcome banner for %j: %s', (user, shown) => {
    expect(showWelcomeBanner(user)).toBe(shown);
  });

  it.each([
    [0, false],
    [1, true],
  ])('restriction counter %s shows: %s', (add_mission, shown) => {
    expect(showRestriction({ add_mission })).toBe(shown);
  });

  it.each([
    [false, false, 'Onay kutusunu işaretlemeden formu kaydedemezsiniz!'],
    [false, true, null],
    [true, false, null],
  ])('document exists %s, consent %s', (exists, consent, message) => {
    expect(checkAuthorityConsent(exists, consent)).toBe(message);
  });
});

describe('tickets and disputes', () => {
  it.each([
    ['pending', 'Bekliyor'],
    ['answered', 'Cevaplandı'],
  ])('ticket %s reads %s', (status, label) => {
    expect(ticketStatusLabel(status)).toBe(label);
  });

  it.each([
    ['sss', { path: '/nasil-calisir' }],
    ['cancel_request', { path: '/gorev-iptal-bildirimi' }],
    ['baro_change', { modal: 'baro_change' }],
    [null, null],
  ])('ticket redirect %s', (redirect, target) => {
    expect(ticketRedirectTarget(redirect)).toEqual(target);
  });
  it.each([
    ['resolved', true],
    ['open', false],
  ])('dispute %s resolved: %s', (status, resolved) => {
    expect(isDisputeResolved({ status })).toBe(resolved);
  });
});
