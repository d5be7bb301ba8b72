import { describe, expect, it } from 'vitest';
import { paymentEventOutcome } from './payment-events.ts';

describe('payment events', () => {
  it.each([
    ['confirm', 'vip', { toast: { kind: 'success', text: 'Odeme Basarili' }, redirect: '/avukat-profili/7' }],
    ['confirm', null, { toast: { kind: 'success', text: 'Odeme Basarili' }, redirect: '/avukat-profili/7' }],
    [
      'confirm',
      'baro_change',
      { toast: { kind: 'success', text: 'Odeme Basarili' }, redirect: '/hesap-ayarlari' },
    ],
    ['reject', 'vip', { toast: { kind: 'error', text: 'Odeme Basarisiz' }, reloadAfterMs: 1500 }],
  ] as const)('%s of %s', (result, paymentType, outcome) => {
    expect(paymentEventOutcome(result, { paymentType, userId: 7 })).toEqual(outcome);
  });
});
