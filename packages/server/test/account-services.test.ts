import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { OutboxNotifier } from '../src/services/notifier.ts';
import { hashPassword, verifyPassword } from '../src/services/passwords.ts';
import { blockedFor, pruneExpired, recordHit } from '../src/services/throttle.ts';
import { testAppSuite } from './helpers/test-app.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt; only the right password verifies', async () => {
    const a = await hashPassword('Gizli.Sifre1');
    const b = await hashPassword('Gizli.Sifre1');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Gizli.Sifre1', a)).toBe(true);
    expect(await verifyPassword('gizli.sifre1', a)).toBe(false);
  });

  it.each(['', 'bcrypt$x', 'scrypt$1$2$3'])('refuses a malformed stored hash "%s"', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});

describe('account configuration', () => {
  it('reads MISSION_HOURS, SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      MISSION_HOURS: '08:30-19:00',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'X <x@y.z>',
    });
    expect(config.missionHours).toEqual({ start: 510, end: 1140 });
    expect(config.smtpUrl).toBe('smtp://u:p@mail:587');
    expect(config.mailFrom).toBe('X <x@y.z>');
    expect(loadConfig({}).missionHours).toBeNull();
  });

  it.each([
    [{ MISSION_HOURS: '20:00-08:00' }, /MISSION_HOURS/],
    [{ MISSION_HOURS: '8-20' }, /MISSION_HOURS/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
  ])('rejects %o with a readable message', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });
});

describe('notifier', () => {
  const ctx = testAppSuite();

  const outbox = (recipient: string) =>
    ctx.app.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();

  it('by default keeps SMS and e-mail in the outbox', async () => {
    await ctx.app.notifier.sendSms('05320000001', 'Kod: 123456');
    await ctx.app.notifier.sendEmail('a@example.com', 'Konu', 'Gövde');
    expect(await outbox('05320000001')).toMatchObject({ channel: 'sms', body: 'Kod: 123456', sent_at: null });
    expect(await outbox('a@example.com')).toMatchObject({ channel: 'email', subject: 'Konu', body: 'Gövde' });
  });

  it('with an SMTP transport sends the e-mail and records when', async () => {
    const sent: unknown[] = [];
    const notifier = new OutboxNotifier(ctx.app.db, ctx.app.log, () => new Date('2026-11-21T10:00:00Z'), {
      transport: { sendMail: async (m) => void sent.push(m) },
      from: 'Meslektaş <no-reply@example.com>',
    });
    await notifier.sendEmail('b@example.com', 'Kod', 'Kodunuz: 654321');
    expect(sent).toEqual([
      {
        from: 'Meslektaş <no-reply@example.com>',
        to: 'b@example.com',
        subject: 'Kod',
        text: 'Kodunuz: 654321',
      },
    ]);
    expect((await outbox('b@example.com')).sent_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('when SMTP fails / records the error instead of throwing', async () => {
    const notifier = new OutboxNotifier(ctx.app.db, ctx.app.log, () => new Date(), {
      transport: {
        sendMail: async () => {
          throw new Error('bağlantı reddedildi');
        },
      },
      from: 'x@example.com',
    });
    await expect(notifier.sendEmail('c@example.com', 'Kod', 'Gövde')).resolves.toBeUndefined();
    const row = await outbox('c@example.com');
    expect(row.sent_at).toBeNull();
    expect(row.error).toContain('bağlantı reddedildi');
  });
});

describe('throttle windows', () => {
  const ctx = testAppSuite();

  const rule = { limit: 2, windowMs: 60_000 };
  const t0 = new Date('2026-11-21T10:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('blocks at the limit until the window that began with the first use ends', async () => {
    await recordHit(ctx.app.db, 'k1', rule, t0);
    expect(await blockedFor(ctx.app.db, 'k1', rule, at(1_000))).toBe(0);
    await recordHit(ctx.app.db, 'k1', rule, at(1_000));
    expect(await blockedFor(ctx.app.db, 'k1', rule, at(2_000))).toBe(58_000);
    expect(await blockedFor(ctx.app.db, 'k1', rule, at(60_000))).toBe(0);
    await recordHit(ctx.app.db, 'k1', rule, at(60_000));
    expect(await blockedFor(ctx.app.db, 'k1', rule, at(61_000))).toBe(0);
  });

  it('pruning removes only ended windows', async () => {
    await recordHit(ctx.app.db, 'old', rule, t0);
    await recordHit(ctx.app.db, 'new', rule, at(50_000));
    await pruneExpired(ctx.app.db, at(70_000));
    const keys = (await ctx.app.db.selectFrom('throttles').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
  });
});
