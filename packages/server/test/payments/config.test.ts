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
