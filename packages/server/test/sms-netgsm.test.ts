import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { OutboxNotifier } from '../src/services/notifier.ts';
import { NetgsmGateway, SmsGatewayError, netgsmNumber } from '../src/services/sms/netgsm.ts';
import { testAppSuite } from './helpers/test-app.ts';

/**
 * A local server speaking NetGSM's documented REST v2 send call: Basic credentials, a JSON body
 * whose numbers are ten digits and whose sender name is at most 11 characters; '00' with a job id,
 * or a 406 with the error code.
 */
type Received = { authorization: string | undefined; body: Record<string, unknown> };
const received: Received[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/sms/rest/v2/send') return answer(404, {});
      const body = JSON.parse(raw) as { msgheader?: string; messages?: { msg: string; no: string }[] };
      received.push({ authorization: req.headers.authorization, body });
      const [user, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      if (user !== '8503020000' || password !== 'gizli') {
        return answer(406, { code: '30', description: 'Geçersiz kullanıcı adı, şifre' });
      }
      if (!body.msgheader || body.msgheader.length > 11 || body.msgheader !== 'MESLEKTAS') {
        return answer(406, { code: '40', description: 'Mesaj başlığı sistemde tanımlı değil' });
      }
      if (!body.messages?.every((m) => /^[0-9]{10}$/.test(m.no) && m.msg.length > 0)) {
        return answer(406, { code: '70', description: 'Hatalı sorgulama' });
      }
      return answer(200, { code: '00', description: 'queued', jobid: '17377215342605050417149344' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const gateway = (overrides: Partial<ConstructorParameters<typeof NetgsmGateway>[0]> = {}) =>
  new NetgsmGateway({
    username: '8503020000',
    password: 'gizli',
    header: 'MESLEKTAS',
    baseUrl,
    ...overrides,
  });

describe('NetGSM gateway', () => {
  it('sends the message with Basic credentials, the sender name, Turkish encoding and a ten-digit number', async () => {
    const result = await gateway().send('05321234567', 'Meslektaş doğrulama kodunuz: 123456');
    expect(result).toEqual({ id: '17377215342605050417149344' });
    const last = received.at(-1)!;
    expect(last.authorization).toBe(`Basic ${Buffer.from('8503020000:gizli').toString('base64')}`);
    expect(last.body).toEqual({
      msgheader: 'MESLEKTAS',
      encoding: 'TR',
      messages: [{ msg: 'Meslektaş doğrulama kodunuz: 123456', no: '5321234567' }],
    });
  });

  it.each([
    ['wrong credentials', { password: 'yanlis' }, '30'],
    ['an unknown sender name', { header: 'BASKA' }, '40'],
  ] as const)('rejects %s with the provider code', async (_label, overrides, code) => {
    const error = await gateway(overrides)
      .send('05321234567', 'kod')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).code).toBe(code);
  });

  it('rejects an unreachable provider without throwing anything but its own error', async () => {
    const error = await gateway({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })
      .send('05321234567', 'kod')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).code).toBeNull();
  });

  it.each([
    ['05321234567', '5321234567'],
    ['5321234567', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
  ])('writes %s as %s', (input, output) => {
    expect(netgsmNumber(input)).toBe(output);
  });

  it('refuses a number that is not a Turkish mobile number before calling the provider', () => {
    expect(() => netgsmNumber('02121234567')).toThrow(SmsGatewayError);
  });
});

describe('SMS through the notifier', () => {
  const ctx = testAppSuite();
  const outbox = (to: string) =>
    ctx.app.db.selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
  const at = new Date('2026-11-23T10:00:00Z');

  it('with a gateway sends the SMS and records when, keeping the outbox row', async () => {
    const notifier = new OutboxNotifier(ctx.app.db, ctx.app.log, () => at, undefined, gateway());
    await notifier.sendSms('05329990001', 'Kodunuz: 111222');
    expect(received.at(-1)!.body.messages).toEqual([{ msg: 'Kodunuz: 111222', no: '5329990001' }]);
    expect(await outbox('05329990001')).toMatchObject({
      channel: 'sms',
      sent_at: at.toISOString(),
      error: null,
    });
  });

  it('when the provider refuses / records its code instead of throwing', async () => {
    const notifier = new OutboxNotifier(
      ctx.app.db,
      ctx.app.log,
      () => at,
      undefined,
      gateway({ header: 'BASKA' }),
    );
    await expect(notifier.sendSms('05329990002', 'Kod')).resolves.toBeUndefined();
    const row = await outbox('05329990002');
    expect(row.sent_at).toBeNull();
    expect(row.error).toContain('code 40');
  });
});

describe('NetGSM configuration', () => {
  it('is off without its variables, and on with all three', () => {
    expect(loadConfig({}).netgsm).toBeUndefined();
    expect(
      loadConfig({ NETGSM_USERNAME: '850', NETGSM_PASSWORD: 'p', NETGSM_MSGHEADER: 'MESLEKTAS' }).netgsm,
    ).toEqual({ username: '850', password: 'p', header: 'MESLEKTAS', baseUrl: 'https://api.netgsm.com.tr' });
  });

  it.each([
    [{ NETGSM_USERNAME: '850' }, /missing NETGSM_PASSWORD, NETGSM_MSGHEADER/],
    [{ NETGSM_USERNAME: '850', NETGSM_PASSWORD: 'p', NETGSM_MSGHEADER: 'COK-UZUN-BASLIK' }, /at most 11/],
    [{ NETGSM_USERNAME: '850', NETGSM_PASSWORD: 'p', NETGSM_MSGHEADER: 'M', NETGSM_URL: 'ftp://x' }, /http/],
  ])('refuses an incomplete or wrong setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
