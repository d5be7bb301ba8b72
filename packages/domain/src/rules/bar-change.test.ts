import { describe, expect, it } from 'vitest';
import { barChangeGate, courthouseChoiceNeeded } from './bar-change.ts';

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

describe('choosing the courthouses he serves', () => {
  const cases: [string, { selected: number[] } | undefined, boolean][] = [
    ['a new member with none', { selected: [] }, true],
    ['a lawyer serving Çağlayan', { selected: [3401] }, false],
    ['a lawyer serving two', { selected: [3401, 3402] }, false],
    ['while they load', undefined, false],
  ];
  it.each(cases)('%s: asked to choose is %s', (_name, mine, asked) => {
    expect(courthouseChoiceNeeded(mine)).toBe(asked);
  });
});
