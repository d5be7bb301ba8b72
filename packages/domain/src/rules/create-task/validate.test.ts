import { describe, expect, it } from 'vitest';
import type { Category } from '../../contract/entities.ts';
import {
  checkCreateAccess,
  checkCreateTaskContext,
  type CreateTaskContext,
  type CreateTaskForm,
  validateCreateTask,
} from './validate.ts';

// 00:00 Istanbul on 21 November while UTC still reads 20 November.
const now = new Date('2026-11-20T21:00:00Z');
const timed: Category = { id: 5, name: 'Duruşma', price: '500,750', out_adliye: 'both', time_required: true };
const untimed: Category = { ...timed, id: 6, time_required: false };

const valid: CreateTaskForm = {
  baroId: 34,
  adliyeId: 1,
  outAdliye: false,
  latitude: null,
  longitude: null,
  planDate: '2026-11-21',
  planTime: '10:30',
  description: 'Dosyadan fotokopi alınması',
  category: timed,
  price: 500,
};

describe('create task: the nine checks in order, first failure wins', () => {
  it.each<[string, Partial<CreateTaskForm>, string]>([
    [
      'no bar (everything else empty too)',
      { baroId: null, adliyeId: null, planDate: '', category: null },
      'Lutfen Gorev Ili Seciniz',
    ],
    ['no courthouse inside', { adliyeId: null, planDate: '' }, 'Lutfen Gorev Adliyesi Seciniz'],
    [
      'out of courthouse without coordinates',
      { adliyeId: null, outAdliye: true, planDate: '' },
      'Lutfen Konum Seciniz',
    ],
    ['no date', { planDate: '', description: '' }, 'Lutfen Gorev Tarihi Seciniz'],
    ['no description', { description: '  ', planTime: '' }, 'Lutfen Gorev Aciklamasi Giriniz!'],
    ['time required and missing', { planTime: '', price: null }, 'Lutfen Gorev Saati Giriniz!'],
    ['no category', { category: null, price: null, planTime: '' }, 'Lutfen Gorev Kategorisini Seciniz'],
    ['no budget', { price: null, planDate: '2026-11-20' }, 'Lutfen Gorev Butcesini Seciniz'],
    [
      'date yesterday in Istanbul (today in UTC)',
      { planDate: '2026-11-20' },
      'Gorev Tarihi Gecmis Zamanli Olamaz!',
    ],
  ])('%s', (_label, change, message) => {
    const result = validateCreateTask({ ...valid, ...change }, now);
    expect(result.ok ? null : result.message).toBe(message);
  });

  it.each<[string, Partial<CreateTaskForm>]>([
    ['a complete form for today', {}],
    ['a category without required time and no time', { category: untimed, planTime: '' }],
    [
      'out of courthouse with coordinates and no courthouse',
      { outAdliye: true, adliyeId: null, latitude: 41, longitude: 29 },
    ],
    ['a later date', { planDate: '2027-01-05' }],
  ])('accepts %s', (_label, change) => {
    expect(validateCreateTask({ ...valid, ...change }, now)).toEqual({ ok: true });
  });
});

describe('create task: what the server checks after the nine', () => {
  const bar = { baro_id: 34, name: 'İstanbul Barosu' };
  const base: CreateTaskContext = { bar, category: timed, user: { vip: true }, location: null, fast: false };

  it.each<[string, Partial<CreateTaskForm>, Partial<CreateTaskContext>, string | null]>([
    ['a valid task', {}, {}, null],
    [
      'a category for the courthouse only, out of it',
      { outAdliye: true },
      { category: { ...timed, out_adliye: 'in' } },
      'Lutfen Gorev Kategorisini Seciniz',
    ],
    ['a budget outside the list', { price: 600 }, {}, 'Lutfen Gorev Butcesini Seciniz'],
    [
      'a location in another city',
      { outAdliye: true },
      { location: { province: 'Ankara', address: '' } },
      'Sectiginiz Adres Baro Sinirlari Icinde Olmali!',
    ],
    [
      'a location in the bar city',
      { outAdliye: true },
      { location: { province: 'İstanbul', address: '' } },
      null,
    ],
    ['urgent for today by a vip', {}, { fast: true }, null],
    [
      'urgent for tomorrow',
      { planDate: '2026-11-22' },
      { fast: true },
      'Acil görev yalnızca bugün için açılabilir.',
    ],
    [
      'urgent by a non-Pro user',
      {},
      { fast: true, user: { vip: false } },
      'Acil görev yalnızca Pro üyeler içindir.',
    ],
  ])('%s', (_label, change, ctx, message) => {
    const result = checkCreateTaskContext({ ...valid, ...change }, { ...base, ...ctx }, now);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('who may open the create page', () => {
  it.each([
    [{ mission_create: true, is_available_time: true, not_available_time_message: null }, null],
    [
      { mission_create: false, is_available_time: true, not_available_time_message: null },
      'Görev Açma Yetkiniz Kısıtlandığı İçin Görev Açamazsınız.',
    ],
    [
      {
        mission_create: true,
        is_available_time: false,
        not_available_time_message: 'Görevler 08:00-18:00 arası açılır.',
      },
      'Görevler 08:00-18:00 arası açılır.',
    ],
    [
      { mission_create: true, is_available_time: false, not_available_time_message: null },
      'Şu anda görev oluşturma saatleri dışındasınız.',
    ],
  ])('%j', (user, message) => {
    const access = checkCreateAccess(user);
    expect(access.ok ? null : access.message).toBe(message);
    if (!access.ok) expect(access.redirect).toBe('/');
  });
});
