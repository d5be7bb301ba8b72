import { describe, expect, it } from 'vitest';
import type { Category } from '../../contract/entities.ts';
import {
  checkCreateAccess,
  createAccessMessages,
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
  const open = {
    mission_create: true,
    add_mission: 0,
    is_available_time: true,
    not_available_time_message: null,
  };
  it.each([
    ['may create', {}, null, null, false],
    [
      'without mission_create',
      { mission_create: false },
      'mission_create',
      'Görev Açma Yetkiniz Kısıtlandığı İçin Görev Açamazsınız.',
      true,
    ],
    [
      'with a restriction counter above zero',
      { add_mission: 2 },
      'add_mission',
      createAccessMessages.restricted,
      false,
    ],
    [
      'outside the hours, with the server text',
      { is_available_time: false, not_available_time_message: 'Görevler 08:00-18:00 arası açılır.' },
      'not_available_time',
      'Görevler 08:00-18:00 arası açılır.',
      true,
    ],
    [
      'outside the hours, without a server text',
      { is_available_time: false },
      'not_available_time',
      createAccessMessages.notAvailableTime,
      true,
    ],
    [
      'without mission_create and restricted: mission_create comes first',
      { mission_create: false, add_mission: 1 },
      'mission_create',
      'Görev Açma Yetkiniz Kısıtlandığı İçin Görev Açamazsınız.',
      true,
    ],
    [
      'restricted and outside the hours: the restriction comes first',
      { add_mission: 1, is_available_time: false },
      'add_mission',
      createAccessMessages.restricted,
      false,
    ],
  ])('%s', (_label, change, reason, message, sentHome) => {
    const access = checkCreateAccess({ ...open, ...change });
    expect(access.ok ? null : access.reason).toBe(reason);
    expect(access.ok ? null : access.message).toBe(message);
    expect(!access.ok && 'redirect' in access ? access.redirect : null).toBe(sentHome ? '/' : null);
  });
});
