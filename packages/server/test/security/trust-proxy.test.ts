import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { type TestContext, createTestApp } from '../helpers/test-app.ts';

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.7';
const SPOOFED = '198.51.100.99';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A password-reset code request, counted per IP; answers the IP keys it counted on. */
async function countedIps(
  app: TestContext['app'],
  remoteAddress: string,
  forwardedFor: string,
): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { telephone: '05431112233' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  const rows = await app.db
    .selectFrom('throttles')
    .select('key')
    .where('key', 'like', 'reset-code:ip:%')
    .execute();
  return rows.map((r) => r.key.slice('reset-code:ip:'.length));
}

describe('TRUST_PROXY and the per-IP limits', () => {
  it('unset / a spoofed X-Forwarded-For changes nothing: the socket address is counted', async () => {
    ctx = await createTestApp({ config: { trustProxy: [] } });
    expect(await countedIps(ctx.app, CLIENT, SPOOFED)).toEqual([CLIENT]);
  });

  it("set to the proxy's address / the client it names is counted", async () => {
    ctx = await createTestApp({ config: { trustProxy: [PROXY] } });
    expect(await countedIps(ctx.app, PROXY, `${SPOOFED}, ${CLIENT}`)).toEqual([CLIENT]);
  });

  it('set / a client that reaches the server past the proxy cannot name another address', async () => {
    ctx = await createTestApp({ config: { trustProxy: [PROXY] } });
    expect(await countedIps(ctx.app, CLIENT, SPOOFED)).toEqual([CLIENT]);
  });
});

describe('TRUST_PROXY setting', () => {
  it('given nothing / trusts nobody', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('reads addresses, CIDR ranges and the named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16 ,fd00::/8, loopback ' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['1', 'true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2'])(
    'refuses %s: a hop count, everyone, or no address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
