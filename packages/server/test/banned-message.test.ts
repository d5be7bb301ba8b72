import { BANNED_FALLBACK_MESSAGE } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from './helpers/test-app.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * A banned lawyer reads one wording everywhere: the 403 of any call says what /account-banned
 * shows under his ban reason, the constant ban_mesaj_bilgi (docs/rules.md, "Account states").
 */
describe('the 403 of a banned account', () => {
  const ctx = testAppSuite();

  const blocked = async () => {
    const { headers } = await signedInUser(ctx.app, { ban_message: 'Kurallara aykırı görev açıldı.' });
    return ctx.app.inject({ method: 'GET', url: '/api/user/getAdliyeData', headers });
  };

  it('carries the text of the constant ban_mesaj_bilgi', async () => {
    await ctx.app.db
      .updateTable('constants')
      .set({ description: 'Hesabınız askıya alındı; itiraz için destek ekibine yazınız.' })
      .where('name', '=', 'ban_mesaj_bilgi')
      .execute();
    const res = await blocked();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'account_banned',
      message: 'Hesabınız askıya alındı; itiraz için destek ekibine yazınız.',
    });
  });

  it('when the constant is removed / falls back to the generic text', async () => {
    await ctx.app.db.deleteFrom('constants').where('name', '=', 'ban_mesaj_bilgi').execute();
    const res = await blocked();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'account_banned', message: BANNED_FALLBACK_MESSAGE });
  });
});
