import { api } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { callEndpoint, expectOk } from '../helpers/contract.ts';
import { testAppSuite } from '../helpers/test-app.ts';
import { signedInUser } from '../helpers/users.ts';

const ctx = testAppSuite();

const subscription = (id: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('contract: push', () => {
  it('api.push.key answers a base64url P-256 public key without signing in', async () => {
    const answer = await expectOk(ctx.app, api.push.key, {});
    expect(Buffer.from(answer.publicKey, 'base64url')).toHaveLength(65);
  });

  it('api.push.subscribe keeps the browser for the lawyer and api.push.unsubscribe removes it', async () => {
    const me = await signedInUser(ctx.app);
    const sub = subscription('contract-1');
    const saved = await expectOk(ctx.app, api.push.subscribe, { body: sub }, me.token);
    expect(saved).toEqual({ status: 'true', message: 'Anlık bildirimler açıldı.' });
    const removed = await expectOk(
      ctx.app,
      api.push.unsubscribe,
      { body: { endpoint: sub.endpoint } },
      me.token,
    );
    expect(removed).toMatchObject({ status: 'true', deleted: 1 });
  });

  it('api.push.subscribe refuses a stranger without a session', async () => {
    const answer = await callEndpoint(ctx.app, api.push.subscribe, { body: subscription('anon') });
    expect(answer.status).toBe(401);
  });
});
