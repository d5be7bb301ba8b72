import { describe, expect, it } from 'vitest';
import { budgetListProblem, categoryPayloadSchema, courthousePayloadSchema } from './admin-catalog.ts';

describe('a category budget list', () => {
  it.each([
    [[500], null],
    [[300, 450, 600], null],
    [[1, 100_000], null],
    [[], 'Lütfen en az bir bütçe giriniz.'],
    [Array.from({ length: 13 }, (_, i) => i + 1), 'En fazla 12 bütçe girebilirsiniz.'],
    [[0], 'Bütçeler sıfırdan büyük tam sayı (TL) olmalıdır.'],
    [[-50, 100], 'Bütçeler sıfırdan büyük tam sayı (TL) olmalıdır.'],
    [[99.5], 'Bütçeler sıfırdan büyük tam sayı (TL) olmalıdır.'],
    [['500'], 'Bütçeler sıfırdan büyük tam sayı (TL) olmalıdır.'],
    [[100_001], 'Bir bütçe en fazla 100.000 TL olabilir.'],
    [[600, 450], 'Bütçeler küçükten büyüğe sıralı ve birbirinden farklı olmalıdır.'],
    [[450, 450], 'Bütçeler küçükten büyüğe sıralı ve birbirinden farklı olmalıdır.'],
  ])('given %j / answers %s', (list, problem) => {
    expect(budgetListProblem(list)).toBe(problem);
  });

  it('reads numeric strings and a comma-separated text as budgets', () => {
    const base = { name: 'Haciz', out_adliye: 'both', time_required: 0 };
    expect(categoryPayloadSchema.parse({ ...base, prices: ['500', 750] }).prices).toEqual([500, 750]);
    expect(categoryPayloadSchema.parse({ ...base, prices: '500,750' }).prices).toEqual([500, 750]);
    expect(categoryPayloadSchema.safeParse({ ...base, prices: ['beş yüz'] }).success).toBe(false);
  });
});

describe("a courthouse's coordinates", () => {
  const base = { baro_id: 34, name: 'Çağlayan Adliyesi', is_main: 0 };
  it.each([
    [41.0772, 28.987, true],
    [35.8, 25.6, true],
    [42.2, 44.9, true],
    [35.79, 30, false],
    [39, 45.0, false],
    [48.85, 2.35, false],
  ])('given %f, %f / accepts: %s', (latitude, longitude, ok) => {
    expect(courthousePayloadSchema.safeParse({ ...base, latitude, longitude }).success).toBe(ok);
  });

  it('takes an empty address as none', () => {
    const parsed = courthousePayloadSchema.parse({
      ...base,
      address: ' ',
      latitude: '41.07',
      longitude: '28.98',
    });
    expect(parsed).toMatchObject({ address: null, latitude: 41.07, longitude: 28.98 });
  });
});
