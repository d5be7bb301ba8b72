import { describe, expect, it } from 'vitest';
import { digestUpdateSchema } from './digest.ts';

describe('digest settings', () => {
  it('takes a time from the list', () => {
    expect(digestUpdateSchema.parse({ enabled: true, time: '08:00' })).toEqual({
      enabled: true,
      time: '08:00',
    });
  });
  it.each(['07:45', '24:00', 'sabah', 730, null])('refuses %s with the Turkish message', (time) => {
    const result = digestUpdateSchema.safeParse({ enabled: true, time });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['time'],
      message: 'Lütfen listeden bir gönderim saati seçiniz.',
    });
  });
  it('refuses a missing switch in Turkish', () => {
    const result = digestUpdateSchema.safeParse({ time: '08:00' });
    expect(result.error?.issues[0]?.message).toBe('Günlük özet ayarı geçersiz.');
  });
});
