import { describe, expect, it } from 'vitest';
import { barChangeGate } from './bar-change.ts';

describe('bar change needs payment when baroChange is set', () => {
  it('warns with a pay button', () => {
    expect(barChangeGate({ baroChange: true })).toEqual({
      modal: {
        title: 'Uyarı',
        text: 'Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız',
        action: { label: 'Ödeme Yap', to: '/payment/baro_change' },
      },
    });
  });
  it('lets the change through otherwise', () => {
    expect(barChangeGate({ baroChange: false })).toBeNull();
  });
});
