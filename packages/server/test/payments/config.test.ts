import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { loadPaymentConfig } from '../../src/services/payments/config.ts';

const all = {
  IYZICO_API_KEY: 'key',
  IYZICO_SECRET_KEY: 'secret',
  IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com/',
};

describe('given the iyzico settings', () => {
  it('uses the sandbox when none is set', () => {
    expect(loadPaymentConfig({})).toEqual({ iyzico: undefined });
  });

  it('switches to iyzico when all three are set', () => {
    expect(loadPaymentConfig(all)).toEqual({
      iyzico: { apiKey: 'key', secretKey: 'secret', baseUrl: 'https://sandbox-api.iyzipay.com' },
    });
  });

  it('refuses to start with only some of them, naming what is missing', () => {
    expect(() => loadPaymentConfig({ IYZICO_API_KEY: 'key' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ IYZICO_API_KEY: 'key' })).toThrow(/IYZICO_SECRET_KEY, IYZICO_BASE_URL/);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadPaymentConfig({ ...all, IYZICO_BASE_URL: 'sandbox-api.iyzipay.com' })).toThrow(
      ConfigError,
    );
  });
});

describe('given NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses the sandbox nobody named, in Turkish and in English', () => {
    expect(() => loadPaymentConfig(production)).toThrow(ConfigError);
    expect(() => loadPaymentConfig(production)).toThrow(/deneme ödeme sistemiyle başlatılmıyor/);
    expect(() => loadPaymentConfig(production)).toThrow(
      /Refusing to start with the built-in payment sandbox/,
    );
  });

  it('runs the sandbox named with PAYMENT_PROVIDER=sandbox, and iyzico with its keys', () => {
    expect(loadPaymentConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toEqual({ iyzico: undefined });
    expect(loadPaymentConfig({ ...production, ...all }).iyzico?.apiKey).toBe('key');
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER must be iyzico or sandbox/],
    [{ PAYMENT_PROVIDER: 'iyzico' }, /PAYMENT_PROVIDER=iyzico needs/],
    [{ PAYMENT_PROVIDER: 'sandbox', ...all }, /keep one/],
  ])('refuses %o, in any environment', (env, message) => {
    expect(() => loadPaymentConfig(env)).toThrow(message);
  });
});

describe('the server started with NODE_ENV=production and no provider', () => {
  it('exits at once, saying why in the log in both languages', async () => {
    const serverFile = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0' };
    for (const name of ['PAYMENT_PROVIDER', ...Object.keys(all)]) delete env[name];
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', serverFile],
        { env, timeout: 60_000 },
        (error, _out, err) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr: err }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/PAYMENT_PROVIDER=sandbox/);
    expect(stderr).toMatch(/NODE_ENV=production/);
    expect(stderr).toMatch(/Üretim ortamında/);
  }, 60_000);
});
