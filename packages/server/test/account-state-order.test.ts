import {
  ACCOUNT_STATES,
  type AccountFlags,
  type User,
  accountErrorRoutes,
  accountFlagsOfUser,
  firstBlockingState,
  guardRedirect,
} from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import type { NewUser } from '../src/db/schema.ts';
import { testAppSuite } from './helpers/test-app.ts';
import { signedInUser } from './helpers/users.ts';

const bools = [false, true] as const;
/** All 16 accounts: every combination of the four facts the account-state order looks at. */
const everyAccount: AccountFlags[] = bools.flatMap((banned) =>
  bools.flatMap((phoneVerified) =>
    bools.flatMap((emailVerified) =>
      bools.map((approved) => ({ banned, phoneVerified, emailVerified, approved })),
    ),
  ),
);

function columnsFor(f: AccountFlags, at: string): Partial<NewUser> {
  return {
    ban_message: f.banned ? 'Kurallara aykırı görev açıldı.' : null,
    sms_verified_at: f.phoneVerified ? at : null,
    email_verified_at: f.emailVerified ? at : null,
    status: f.approved ? 'active' : 'passive',
  };
}

/**
 * The server's 403 (plugins/auth.ts) and the client's forced redirect (domain's guardRedirect on the
 * User record from auth/getData) both come from domain's firstBlockingState: for every combination
 * of states they name the same page, e.g. a banned lawyer with an unverified phone is held on
 * /account-banned by both, not sent to /sms-verify.
 */
describe('account states: the server and the client agree on the order', () => {
  const ctx = testAppSuite();

  it('checks banned, then the phone, then the e-mail, then approval', () => {
    expect(ACCOUNT_STATES).toEqual(['banned', 'sms', 'email', 'passive']);
  });

  it.each(everyAccount.map((f) => [f, firstBlockingState(f)] as const))(
    'given %o / the 403 and the redirect both name the %s page',
    async (flags, state) => {
      const { headers } = await signedInUser(ctx.app, columnsFor(flags, ctx.app.now().toISOString()));
      const blocked = await ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });
      const record = await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers });
      expect(record.statusCode).toBe(200);
      const user = record.json().data as User;
      // The User record carries the same facts the server judged the row by.
      expect(accountFlagsOfUser(user)).toEqual(flags);
      const clientTarget = guardRedirect(user, '/arsiv');
      if (state === null) {
        expect(blocked.statusCode).toBe(200);
        expect(clientTarget).toBeNull();
        return;
      }
      expect(blocked.statusCode).toBe(403);
      const serverTarget = accountErrorRoutes[blocked.json().error as string];
      expect(serverTarget).toBeDefined();
      expect(clientTarget).toBe(serverTarget);
    },
  );

  it('given a banned lawyer with an unverified phone / both send him to /account-banned', async () => {
    const { headers } = await signedInUser(ctx.app, {
      ban_message: 'Yasaklı',
      sms_verified_at: null,
    });
    const blocked = await ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });
    expect(blocked.json().error).toBe('account_banned');
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/auth/getData', headers })).json()
      .data as User;
    expect(guardRedirect(user, '/sms-verify')).toBe('/account-banned');
  });
});
