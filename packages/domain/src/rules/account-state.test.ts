import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATES,
  type AccountFlags,
  accountFlagsOfUser,
  accountStateErrorCodes,
  firstBlockingState,
  isBanMessage,
} from './account-state.ts';

const bools = [false, true] as const;
/** All 16 accounts: every combination of the four facts. */
const everyAccount: AccountFlags[] = bools.flatMap((banned) =>
  bools.flatMap((phoneVerified) =>
    bools.flatMap((emailVerified) =>
      bools.map((approved) => ({ banned, phoneVerified, emailVerified, approved })),
    ),
  ),
);

/** The order written out by hand, so a change to it has to change this test too. */
function expected(f: AccountFlags) {
  if (f.banned) return 'banned';
  if (!f.phoneVerified) return 'sms';
  if (!f.emailVerified) return 'email';
  if (!f.approved) return 'passive';
  return null;
}

describe('the first blocking account state', () => {
  it('checks banned, then the phone, then the e-mail, then approval', () => {
    expect(ACCOUNT_STATES).toEqual(['banned', 'sms', 'email', 'passive']);
  });

  it.each(everyAccount.map((f) => [f, expected(f)] as const))('given %o / blocks with %s', (flags, state) => {
    expect(firstBlockingState(flags)).toBe(state);
  });

  it.each([
    [
      'a banned lawyer with an unverified phone',
      { banned: true, phoneVerified: false, emailVerified: false, approved: false },
      'banned',
    ],
    [
      'an unverified phone and e-mail',
      { banned: false, phoneVerified: false, emailVerified: false, approved: true },
      'sms',
    ],
    [
      'a passive account with an unverified e-mail',
      { banned: false, phoneVerified: true, emailVerified: false, approved: false },
      'email',
    ],
    [
      'a passive account',
      { banned: false, phoneVerified: true, emailVerified: true, approved: false },
      'passive',
    ],
    [
      'an account in good standing',
      { banned: false, phoneVerified: true, emailVerified: true, approved: true },
      null,
    ],
  ] as const)('given %s / blocks with %s', (_label, flags, state) => {
    expect(firstBlockingState(flags)).toBe(state);
  });

  it.each([
    ['banned', 'account_banned'],
    ['sms', 'sms_not_verify'],
    ['email', 'email_not_verify'],
    ['passive', 'account_passive'],
  ] as const)('the server answers %s with the error code %s', (state, code) => {
    expect(accountStateErrorCodes[state]).toBe(code);
  });
});

describe('the flags of a User record', () => {
  const fine = { smsVerify: true, emailVerify: true, ban_message: null, status: true };

  it.each([
    [null, false],
    ['', false],
    ['   \n', false],
    ['Kurallara aykırı görev açıldı.', true],
  ])('ban message %j / banned: %s', (message, banned) => {
    expect(isBanMessage(message)).toBe(banned);
    expect(accountFlagsOfUser({ ...fine, ban_message: message }).banned).toBe(banned);
  });

  it('reads the phone, the e-mail and approval', () => {
    expect(accountFlagsOfUser(fine)).toEqual({
      banned: false,
      phoneVerified: true,
      emailVerified: true,
      approved: true,
    });
    expect(
      accountFlagsOfUser({ smsVerify: false, emailVerify: false, ban_message: 'Yasak', status: false }),
    ).toEqual({
      banned: true,
      phoneVerified: false,
      emailVerified: false,
      approved: false,
    });
  });
});
